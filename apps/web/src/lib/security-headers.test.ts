import { describe, expect, it } from 'vitest';
import { cameOverHttps, isInternalHeader, securityHeaders } from './security-headers.ts';

describe('securityHeaders', () => {
  it('sends the header set on plain HTTP, without HSTS', () => {
    const headers = Object.fromEntries(securityHeaders({ https: false }));
    expect(headers).toMatchObject({
      'x-content-type-options': 'nosniff',
      'referrer-policy': 'strict-origin-when-cross-origin',
      'x-frame-options': 'DENY',
      'cross-origin-opener-policy': 'same-origin',
    });
    expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(headers['content-security-policy']).toContain("object-src 'none'");
    expect(headers['content-security-policy']).not.toContain('upgrade-insecure-requests');
    expect(headers['permissions-policy']).toContain('camera=()');
    expect(headers['permissions-policy']).toContain('geolocation=()');
    expect(headers['strict-transport-security']).toBeUndefined();
  });

  it('adds HSTS and upgrades mixed content on HTTPS', () => {
    const headers = Object.fromEntries(securityHeaders({ https: true }));
    expect(headers['strict-transport-security']).toBe('max-age=63072000; includeSubDomains');
    expect(headers['content-security-policy']).toContain('upgrade-insecure-requests');
  });
});

describe('cameOverHttps', () => {
  it("believes X-Forwarded-Proto only behind the operator's proxy", () => {
    expect(cameOverHttps({ encrypted: true, forwardedProto: undefined }, false)).toBe(true);
    expect(cameOverHttps({ encrypted: false, forwardedProto: 'https' }, false)).toBe(false);
    expect(cameOverHttps({ encrypted: false, forwardedProto: 'https' }, true)).toBe(true);
    expect(cameOverHttps({ encrypted: false, forwardedProto: 'HTTPS, http' }, true)).toBe(true);
    expect(cameOverHttps({ encrypted: false, forwardedProto: 'http' }, true)).toBe(false);
    expect(cameOverHttps({ encrypted: false, forwardedProto: ['https'] }, true)).toBe(true);
  });
});

describe('isInternalHeader', () => {
  it("knows Next.js's routing headers", () => {
    expect(isInternalHeader('x-middleware-rewrite')).toBe(true);
    expect(isInternalHeader('X-Middleware-Next')).toBe(true);
    expect(isInternalHeader('x-nextjs-matched-path')).toBe(true);
    expect(isInternalHeader('x-nextjs-cache')).toBe(false);
    expect(isInternalHeader('content-type')).toBe(false);
  });
});

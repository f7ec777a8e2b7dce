import { describe, expect, it } from 'vitest';
import {
  cameOverHttps,
  documentCsp,
  httpsRedirect,
  isInternalHeader,
  RESOURCE_CSP,
  securityHeaders,
} from './security-headers.ts';

describe('securityHeaders', () => {
  it('sends the header set on plain HTTP, without HSTS', () => {
    const headers = Object.fromEntries(securityHeaders({ https: false }));
    expect(headers).toMatchObject({
      'x-content-type-options': 'nosniff',
      'referrer-policy': 'strict-origin-when-cross-origin',
      'x-frame-options': 'DENY',
      'cross-origin-opener-policy': 'same-origin',
    });
    // Every answer starts with the resource policy; an HTML document gets its own (documentCsp).
    expect(headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(headers['permissions-policy']).toContain('camera=()');
    expect(headers['permissions-policy']).toContain('geolocation=()');
    expect(headers['strict-transport-security']).toBeUndefined();
  });

  it('adds HSTS and upgrades mixed content on HTTPS', () => {
    const headers = Object.fromEntries(securityHeaders({ https: true }));
    expect(headers['strict-transport-security']).toBe('max-age=63072000; includeSubDomains');
    expect(headers['content-security-policy']).toBe(RESOURCE_CSP);
  });
});

describe('documentCsp', () => {
  it("allows the page's scripts by hash with 'strict-dynamic', fallbacks for older browsers, and reports", () => {
    const policy = documentCsp({ https: false, scriptHashes: ['sha256-abc=', 'sha256-def='] });
    expect(policy).toContain("script-src 'sha256-abc=' 'sha256-def=' 'strict-dynamic' 'self' https:");
    expect(policy).not.toMatch(/'unsafe-inline'[^;]*; style|script-src[^;]*'unsafe-(inline|eval)'/);
    expect(policy).not.toContain('nonce');
    for (const directive of ["frame-ancestors 'none'", "object-src 'none'", "base-uri 'self'", "form-action 'self'"])
      expect(policy).toContain(directive);
    expect(policy).toContain("style-src 'self' 'unsafe-inline'");
    expect(policy).toContain('report-uri /api/csp/report; report-to csp');
    expect(policy).not.toContain('upgrade-insecure-requests');
    expect(documentCsp({ https: true, scriptHashes: [] })).toContain('upgrade-insecure-requests');
  });

  it('leaves scripts out of a bodiless answer (HEAD)', () => {
    expect(documentCsp({ https: false, scriptHashes: null })).not.toContain('script-src');
  });
});

describe('httpsRedirect', () => {
  const on = { httpsOnly: true, trustProxy: true };
  it('sends a plain-HTTP visitor to the same address over HTTPS, only when the proxy says so', () => {
    const request = { forwardedProto: 'http', host: 'www.example.com:80', url: '/ld/price?x=1' };
    expect(httpsRedirect(request, on)).toBe('https://www.example.com/ld/price?x=1');
    expect(httpsRedirect(request, { httpsOnly: false, trustProxy: true })).toBeNull();
    expect(httpsRedirect(request, { httpsOnly: true, trustProxy: false })).toBeNull();
    expect(httpsRedirect({ ...request, forwardedProto: undefined }, on)).toBeNull();
    expect(httpsRedirect({ ...request, forwardedProto: 'https' }, on)).toBeNull();
    expect(httpsRedirect({ ...request, host: 'evil.example/x@' }, on)).toBeNull();
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

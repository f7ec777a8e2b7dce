import { describe, expect, it } from 'vitest';
import { cookieValue, parentDomain, parentDomainCandidates, serializeCookie, usableLoginCode } from './cookies.ts';

/** A browser that keeps cookies on any domain but these public suffixes (a few entries of the Public Suffix List). */
const PUBLIC_SUFFIXES = new Set(['com', 'cn', 'com.cn', 'hk', 'com.hk', 'uk', 'co.uk', 'test', 'de']);
const browser = (domain: string) => !PUBLIC_SUFFIXES.has(domain);

describe('parentDomainCandidates', () => {
  it("is the host's parents of two labels or more, shortest first, then the host", () => {
    expect(parentDomainCandidates('portal.ost.com.cn')).toEqual(['com.cn', 'ost.com.cn', 'portal.ost.com.cn']);
    expect(parentDomainCandidates('WWW.Example.COM:8443')).toEqual(['example.com', 'www.example.com']);
    expect(parentDomainCandidates('www.example.com.')).toEqual(['example.com', 'www.example.com']);
    expect(parentDomainCandidates('example.com')).toEqual(['example.com']);
  });

  it('is empty where browsers refuse a Domain attribute: localhost names, IP addresses, single labels', () => {
    for (const host of ['localhost', 'ost.localhost', 'xm.localhost:3130', '127.0.0.1', '[::1]:3000', 'intranet', '']) {
      expect(parentDomainCandidates(host), host).toEqual([]);
    }
  });
});

describe('parentDomain', () => {
  it('is the registrable domain: the shortest parent the browser keeps a cookie on', () => {
    expect(parentDomain('www.example.com', browser)).toBe('example.com');
    expect(parentDomain('a.b.example.com', browser)).toBe('example.com');
    expect(parentDomain('example.com', browser)).toBe('example.com');
  });

  it('is not a public suffix of two labels (the last two labels were: com.cn, com.hk, co.uk)', () => {
    expect(parentDomain('portal.ost.com.cn', browser)).toBe('ost.com.cn');
    expect(parentDomain('ost.com.cn', browser)).toBe('ost.com.cn');
    expect(parentDomain('www.xm.com.hk', browser)).toBe('xm.com.hk');
    expect(parentDomain('portal.ost.co.uk', browser)).toBe('ost.co.uk');
  });

  it('is undefined (a host-only cookie) when the browser keeps none, and for localhost names', () => {
    expect(parentDomain('www.example.com', () => false)).toBeUndefined();
    expect(parentDomain('ost.localhost', () => true)).toBeUndefined();
  });
});

describe('usableLoginCode', () => {
  it('sends the login code only when it is longer than 5 characters', () => {
    expect(usableLoginCode(undefined)).toBeUndefined();
    expect(usableLoginCode('')).toBeUndefined();
    expect(usableLoginCode('12345')).toBeUndefined();
    expect(usableLoginCode('123456')).toBe('123456');
  });
});

describe('cookieValue', () => {
  it('finds a cookie by exact name and decodes it', () => {
    const header = 'a=1; loginCodeOld=x; loginCode=tok%20en; i18n_redirected=en';
    expect(cookieValue(header, 'loginCode')).toBe('tok en');
    expect(cookieValue(header, 'i18n_redirected')).toBe('en');
    expect(cookieValue(header, 'missing')).toBeUndefined();
    expect(cookieValue('', 'a')).toBeUndefined();
  });

  it('keeps values that are not URI-encoded', () => {
    expect(cookieValue('v=100%', 'v')).toBe('100%');
  });
});

describe('serializeCookie', () => {
  it('puts a shared cookie on its domain', () => {
    expect(serializeCookie('loginCode', 'abcdef', 'example.com', { days: 7 })).toBe(
      'loginCode=abcdef; Path=/; SameSite=Lax; Max-Age=604800; Domain=example.com',
    );
  });

  it('leaves the Domain out for a host-only cookie', () => {
    expect(serializeCookie('x', 'y', undefined)).toBe('x=y; Path=/; SameSite=Lax');
  });

  it('is Secure when asked (HTTPS pages), SameSite=Lax always, never HttpOnly (scripts write and read it)', () => {
    const cookie = serializeCookie('loginCode', 'abcdef', 'example.com', { secure: true });
    expect(cookie).toBe('loginCode=abcdef; Path=/; SameSite=Lax; Domain=example.com; Secure');
    expect(serializeCookie('x', 'y', undefined, { secure: false })).not.toContain('Secure');
    expect(cookie).not.toMatch(/HttpOnly/i);
  });

  it('removes with Max-Age=0 and encodes values', () => {
    expect(serializeCookie('i18n_redirected', 'zh CN', 'example.com', { days: 0 })).toBe(
      'i18n_redirected=zh%20CN; Path=/; SameSite=Lax; Max-Age=0; Domain=example.com',
    );
    expect(serializeCookie('i18n_redirected', 'en', undefined, { days: 365 })).toContain('Max-Age=31536000');
  });
});

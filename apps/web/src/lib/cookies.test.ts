import { describe, expect, it } from 'vitest';
import { cookieValue, parentDomain, serializeCookie, usableLoginCode } from './cookies.ts';

describe('parentDomain', () => {
  it('is the last two labels of the host', () => {
    expect(parentDomain('www.example.com')).toBe('example.com');
    expect(parentDomain('a.b.example.com')).toBe('example.com');
    expect(parentDomain('example.com')).toBe('example.com');
    expect(parentDomain('WWW.Example.COM:8443')).toBe('example.com');
    expect(parentDomain('www.example.com.')).toBe('example.com');
  });

  it('is undefined where browsers refuse a Domain attribute: localhost names, IP addresses, single labels', () => {
    expect(parentDomain('localhost')).toBeUndefined();
    expect(parentDomain('ost.localhost')).toBeUndefined();
    expect(parentDomain('xm.localhost:3130')).toBeUndefined();
    expect(parentDomain('127.0.0.1')).toBeUndefined();
    expect(parentDomain('[::1]:3000')).toBeUndefined();
    expect(parentDomain('intranet')).toBeUndefined();
    expect(parentDomain('')).toBeUndefined();
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
  it('puts parent-domain cookies on the last two labels of the host', () => {
    expect(serializeCookie('loginCode', 'abcdef', 'www.example.com', { scope: 'parent', days: 7 })).toBe(
      'loginCode=abcdef; Path=/; SameSite=Lax; Max-Age=604800; Domain=example.com',
    );
  });

  it('leaves the Domain out for localhost names and host-only cookies', () => {
    expect(serializeCookie('loginCode', 'abcdef', 'ost.localhost', { scope: 'parent' })).toBe(
      'loginCode=abcdef; Path=/; SameSite=Lax',
    );
    expect(serializeCookie('x', 'y', 'www.example.com')).toBe('x=y; Path=/; SameSite=Lax');
  });

  it('is Secure when asked (HTTPS pages), SameSite=Lax always, never HttpOnly (scripts write and read it)', () => {
    const cookie = serializeCookie('loginCode', 'abcdef', 'www.example.com', { scope: 'parent', secure: true });
    expect(cookie).toBe('loginCode=abcdef; Path=/; SameSite=Lax; Domain=example.com; Secure');
    expect(serializeCookie('x', 'y', 'www.example.com', { secure: false })).not.toContain('Secure');
    expect(cookie).not.toMatch(/HttpOnly/i);
  });

  it('removes with Max-Age=0 and encodes values', () => {
    expect(serializeCookie('i18n_redirected', 'zh CN', 'example.com', { days: 0, scope: 'parent' })).toBe(
      'i18n_redirected=zh%20CN; Path=/; SameSite=Lax; Max-Age=0; Domain=example.com',
    );
    expect(serializeCookie('i18n_redirected', 'en', 'example.com', { days: 365 })).toContain('Max-Age=31536000');
  });
});

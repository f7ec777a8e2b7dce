import { parseHostMap } from '@site/contracts/hosts';
import { describe, expect, it } from 'vitest';
import { englishSiteHost, englishSiteUrl, portalOrigins, portalUrl, workbenchUrl } from './portal.ts';

describe('portalUrl', () => {
  it('opens login with pointType=logins and register with pointType=registers', () => {
    expect(portalUrl('', 'login', '')).toBe('/user/login?pointType=logins');
    expect(portalUrl('', 'register', '')).toBe('/user/register?pointType=registers');
  });

  it('carries the current query over', () => {
    expect(portalUrl('https://portal.example.com', 'register', '?channelNo=abc&from=ad')).toBe(
      'https://portal.example.com/user/register?channelNo=abc&from=ad&pointType=registers',
    );
    expect(portalUrl('', 'login', 'q=%E5%95%86%E6%A0%87')).toBe('/user/login?q=%E5%95%86%E6%A0%87&pointType=logins');
  });

  it("replaces a pointType the page's query already has", () => {
    expect(portalUrl('', 'login', '?pointType=registers&a=1')).toBe('/user/login?pointType=logins&a=1');
  });

  it('adds intoWay=wwwNavGuide to a registration opened from the guide', () => {
    expect(portalUrl('', 'register', '?channelNo=abc', { fromGuide: true })).toBe(
      '/user/register?channelNo=abc&pointType=registers&intoWay=wwwNavGuide',
    );
    expect(portalUrl('', 'login', '', { fromGuide: true })).toBe('/user/login?pointType=logins');
  });
});

describe('portalOrigins and workbenchUrl', () => {
  const codes = ['00', '01', '10'];
  const isUrl = (value: string) => /^https?:\/\/[^/]+/.test(value);

  it("defaults to each brand's own host and drops a trailing slash", () => {
    expect(portalOrigins(undefined, codes, isUrl)).toEqual({ '00': '', '01': '', '10': '' });
    expect(portalOrigins(' https://portal.example.com/ ', codes, isUrl)).toEqual({
      '00': 'https://portal.example.com',
      '01': 'https://portal.example.com',
      '10': 'https://portal.example.com',
    });
    expect(workbenchUrl('https://portal.example.com')).toBe('https://portal.example.com/user/workbench');
    expect(workbenchUrl('')).toBe('/user/workbench');
  });

  it('gives a brand its own portal, the others the shared one or their own host', () => {
    expect(portalOrigins('10=https://portal.xm.com.hk/, https://portal.ost.com.cn', codes, isUrl)).toEqual({
      '00': 'https://portal.ost.com.cn',
      '01': 'https://portal.ost.com.cn',
      '10': 'https://portal.xm.com.hk',
    });
    expect(portalOrigins('10=https://portal.xm.com.hk', codes, isUrl)).toEqual({
      '00': '',
      '01': '',
      '10': 'https://portal.xm.com.hk',
    });
  });

  it('refuses an unknown code, a malformed origin and two shared origins, naming the entry', () => {
    expect(() => portalOrigins('99=https://portal.example.com', codes, isUrl)).toThrow(/99 is not a platform code/);
    expect(() => portalOrigins('10=portal.xm.com.hk', codes, isUrl)).toThrow(/10=portal\.xm\.com\.hk/);
    expect(() => portalOrigins('https://a.example.com,https://b.example.com', codes, isUrl)).toThrow(/second/);
  });
});

describe('englishSiteHost and englishSiteUrl', () => {
  it("finds the EU variant's host in the host map", () => {
    expect(englishSiteHost(parseHostMap({}))).toBe('eu.localhost');
    expect(englishSiteHost(parseHostMap({ PLATFORM_HOSTS: 'www.ost.cn=00,www.recyvia.eu=EU,recyvia.de=EU' }))).toBe(
      'www.recyvia.eu',
    );
    expect(englishSiteHost(parseHostMap({ PLATFORM_HOSTS: 'www.ost.cn=00' }))).toBeNull();
  });

  it('keeps the current protocol and port', () => {
    expect(englishSiteUrl('eu.localhost', { protocol: 'http:', port: '3110' })).toBe('http://eu.localhost:3110/en');
    expect(englishSiteUrl('www.recyvia.eu', { protocol: 'https:', port: '' })).toBe('https://www.recyvia.eu/en');
  });
});

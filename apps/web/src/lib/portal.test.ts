import { parseHostMap } from '@site/contracts/hosts';
import { describe, expect, it } from 'vitest';
import { englishSiteHost, englishSiteUrl, portalBase, portalUrl, workbenchUrl } from './portal.ts';

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

describe('portalBase and workbenchUrl', () => {
  it("defaults to this site's own origin and drops a trailing slash", () => {
    expect(portalBase({})).toBe('');
    expect(portalBase({ PORTAL_URL: ' https://portal.example.com/ ' })).toBe('https://portal.example.com');
    expect(workbenchUrl('https://portal.example.com')).toBe('https://portal.example.com/user/workbench');
    expect(workbenchUrl('')).toBe('/user/workbench');
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

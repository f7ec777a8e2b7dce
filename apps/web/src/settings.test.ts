import { availableParallelism } from 'node:os';
import { DEFAULT_HOSTS } from '@site/contracts/hosts';
import { describe, expect, it } from 'vitest';
import { defaultChromiumPath, defaultWorkers, parseSettings, SettingsError } from './settings.ts';

describe('parseSettings', () => {
  it('serves from one process on up to two cores, else from one worker per core but one (issue 27)', () => {
    expect([1, 2, 3, 4, 8].map(defaultWorkers)).toEqual([1, 1, 2, 3, 7]);
  });

  it('prints with the headless shell when it is installed, else with Chromium (issue 27)', () => {
    expect(defaultChromiumPath(() => true)).toBe('/usr/bin/chromium-headless-shell');
    expect(defaultChromiumPath((file) => file === '/usr/bin/chromium')).toBe('/usr/bin/chromium');
    // Neither: the printer's error names the program to install.
    expect(defaultChromiumPath(() => false)).toBe('/usr/bin/chromium');
  });

  it('has a default for every setting', () => {
    expect(parseSettings({})).toEqual({
      port: 3000,
      host: undefined,
      gatewayUrl: undefined,
      hostMap: { hosts: DEFAULT_HOSTS, fallback: '00' },
      portalUrls: expect.objectContaining({ '00': '', '10': '' }),
      englishSiteHost: 'eu.localhost',
      siteOrigins: expect.objectContaining({ '00': 'http://ost.localhost:3000', EU: 'http://eu.localhost:3000' }),
      videoPlayerScript: null,
      chromiumPath: defaultChromiumPath(),
      trustProxy: false,
      httpsOnly: false,
      pageCacheMb: 256,
      pageCacheWarm: true,
      webConcurrency: defaultWorkers(availableParallelism()),
      admin: {
        host: 'admin.localhost',
        origin: 'http://admin.localhost:3000',
        idleMinutes: 30,
        // Where the back office's "view on the site" and preview links open: each brand's first host.
        publicHosts: expect.objectContaining({ '00': 'ost.localhost', '10': 'xm.localhost', EU: 'eu.localhost' }),
      },
    });
  });

  it('gives every brand a public origin: SITE_ORIGINS, else its first host', () => {
    const settings = parseSettings({
      PLATFORM_HOSTS: 'www.ost.cn=00,ost.cn=00,www.recyvia.eu=EU',
      SITE_ORIGINS: 'EU=https://recyvia.eu/',
    });
    expect(settings.siteOrigins['00']).toBe('https://www.ost.cn');
    expect(settings.siteOrigins.EU).toBe('https://recyvia.eu');
    // A brand without a host of its own shares the default brand's host.
    expect(settings.siteOrigins['10']).toBe('https://www.ost.cn');
    expect(() => parseSettings({ SITE_ORIGINS: 'XX=https://a.example' })).toThrow(/SITE_ORIGINS: bad entry "XX=/);
  });

  it('reads every variable, blank ones as unset', () => {
    const settings = parseSettings({
      PORT: '3100',
      HOST: ' 127.0.0.1 ',
      GATEWAY_URL: 'http://gateway.internal:4000',
      PLATFORM: '15',
      PLATFORM_HOSTS: 'www.ost.cn=00, www.recyvia.eu=EU',
      PORTAL_URL: 'https://portal.example.com/',
      CHROMIUM_PATH: ' /opt/chromium/chrome ',
      TRUST_PROXY: '1',
      HTTPS_ONLY: '1',
      PAGE_CACHE_MB: '64',
      PAGE_CACHE_WARM: '0',
      WEB_CONCURRENCY: '3',
    });
    expect(settings).toEqual({
      port: 3100,
      host: '127.0.0.1',
      gatewayUrl: 'http://gateway.internal:4000',
      hostMap: { hosts: { 'www.ost.cn': '00', 'www.recyvia.eu': 'EU' }, fallback: '15' },
      portalUrls: expect.objectContaining({ '00': 'https://portal.example.com', '10': 'https://portal.example.com' }),
      englishSiteHost: 'www.recyvia.eu',
      siteOrigins: expect.objectContaining({ '00': 'https://www.ost.cn' }),
      videoPlayerScript: null,
      chromiumPath: '/opt/chromium/chrome',
      trustProxy: true,
      httpsOnly: true,
      pageCacheMb: 64,
      pageCacheWarm: false,
      webConcurrency: 3,
      admin: {
        host: 'admin.localhost',
        origin: 'http://admin.localhost:3100',
        idleMinutes: 30,
        publicHosts: { '00': 'www.ost.cn', EU: 'www.recyvia.eu' },
      },
    });
    expect(() => parseSettings({ PAGE_CACHE_MB: 'lots' })).toThrow(/PAGE_CACHE_MB/);
    expect(() => parseSettings({ WEB_CONCURRENCY: '0' })).toThrow(/WEB_CONCURRENCY/);
    expect(parseSettings({ HOST: ' ', PORTAL_URL: '', PLATFORM: '' })).toMatchObject({
      host: undefined,
      portalUrls: expect.objectContaining({ '00': '', '10': '' }),
      hostMap: { fallback: '00' },
    });
  });

  it('names each bad variable', () => {
    const failure = (env: Record<string, string>) => {
      try {
        parseSettings(env);
      } catch (error) {
        expect(error).toBeInstanceOf(SettingsError);
        return (error as Error).message;
      }
      throw new Error('no error');
    };
    expect(failure({ PORTAL_URL: 'portal.example.com' })).toBe(
      'Invalid settings: PORTAL_URL="portal.example.com": portal.example.com: must be an absolute http(s) URL',
    );
    expect(failure({ PORTAL_URL: '42=https://portal.example.com' })).toBe(
      'Invalid settings: PORTAL_URL="42=https://portal.example.com": 42=https://portal.example.com: 42 is not a platform code',
    );
    expect(
      parseSettings({ PORTAL_URL: '10=https://portal.xm.com.hk,https://portal.ost.com.cn' }).portalUrls,
    ).toMatchObject({
      '00': 'https://portal.ost.com.cn',
      '01': 'https://portal.ost.com.cn',
      '10': 'https://portal.xm.com.hk',
    });
    expect(failure({ PORT: 'eighty', PLATFORM: '42' })).toBe(
      'Invalid settings: PORT="eighty": must be a port number (0-65535); ' +
        'PLATFORM="42": must be one of 00, 01, 08, 10, 13, 15, 19, 20, EU, KR, CS',
    );
    expect(failure({ CHROMIUM_PATH: 'chromium' })).toBe(
      'Invalid settings: CHROMIUM_PATH="chromium": must be an absolute path',
    );
    expect(failure({ GATEWAY_URL: 'ftp://gateway' })).toMatch(/^Invalid settings: GATEWAY_URL="ftp:\/\/gateway"/);
    expect(failure({ PLATFORM_HOSTS: 'example.com=99' })).toMatch(
      /^Invalid settings: PLATFORM_HOSTS="example.com=99": bad entry "example.com=99"/,
    );
    expect(failure({ PLATFORM_HOSTS: '{"example.com":' })).toMatch(/^Invalid settings: PLATFORM_HOSTS="\{/);
  });
});

describe('the back office settings', () => {
  it('ADMIN_HOST names a real domain (https) and is never a brand host', () => {
    expect(parseSettings({ ADMIN_HOST: 'admin.example.com' }).admin).toEqual({
      host: 'admin.example.com',
      origin: 'https://admin.example.com',
      idleMinutes: 30,
      publicHosts: expect.objectContaining({ '00': 'ost.localhost' }),
    });
    expect(() => parseSettings({ ADMIN_HOST: 'https://x' })).toThrow(/ADMIN_HOST/);
    expect(() => parseSettings({ ADMIN_HOST: 'mdt.localhost' })).toThrow(/ADMIN_HOST/);
  });
});

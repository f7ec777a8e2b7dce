import { defineConfig } from '@playwright/test';
import { DEFAULT_HOSTS } from '@site/contracts/hosts';
import base from './playwright.config.ts';

/**
 * The portal's browser tests (e2e/portal.spec.ts): the suite's server and browser, with brand hosts under a real
 * parent domain. Two brands' hosts share the login code through a parent-domain cookie, which browsers refuse for
 * Domain=localhost; so *.site.test names are mapped to this machine in Chromium (--host-resolver-rules) and added to
 * the host map beside the default *.localhost names (which stay first: each brand's first host is its origin), and
 * PORTAL_URL points the headers' links at portal.site.test. Brand domains under public suffixes of two labels
 * (ost.com.cn, xm.com.hk, ost.co.uk, where "the last two labels" would be the suffix itself) are mapped the same way.
 * A config of its own, so the rest of the suite keeps its hosts. Run: `npx playwright test -c
 * playwright.portal.config.ts` (E2E_PORT and the other variables as for the suite).
 */

const PORT = Number(process.env.E2E_PORT ?? 3100);

/** Brand domains under a public suffix of two labels: a brand host and a portal host (the portal's OST look) of each. */
export const SUFFIX_TEST_DOMAINS = [
  { domain: 'ost.com.cn', suffix: 'com.cn', platform: '00' },
  { domain: 'xm.com.hk', suffix: 'com.hk', platform: '10' },
  { domain: 'ost.co.uk', suffix: 'co.uk', platform: '00' },
] as const;

export const PORTAL_TEST_HOSTS: Record<string, string> = {
  'ost.site.test': '00',
  'xm.site.test': '10',
  'portal.site.test': '00',
  'xm-portal.site.test': '10',
  ...Object.fromEntries(
    SUFFIX_TEST_DOMAINS.flatMap(({ domain, platform }) => [
      [`www.${domain}`, platform],
      [`portal.${domain}`, '00'],
    ]),
  ),
};

const resolverRules = ['site.test', ...SUFFIX_TEST_DOMAINS.map(({ domain }) => domain)]
  .map((domain) => `MAP *.${domain} 127.0.0.1`)
  .join(',');

const hostMap = Object.entries({ ...DEFAULT_HOSTS, ...PORTAL_TEST_HOSTS })
  .map(([host, platform]) => `${host}=${platform}`)
  .join(',');

const baseServer = Array.isArray(base.webServer) ? base.webServer[0] : base.webServer;
if (!baseServer) throw new Error('playwright.config.ts has no webServer');

export default defineConfig({
  ...base,
  testMatch: 'portal.spec.ts',
  testIgnore: [],
  use: {
    ...base.use,
    baseURL: `http://ost.site.test:${PORT}`,
    launchOptions: {
      ...base.use?.launchOptions,
      args: [
        ...(base.use?.launchOptions?.args ?? []),
        `--host-resolver-rules=${resolverRules}`,
        // The proof of work (ALTCHA) needs Web Crypto, which browsers give secure contexts only: HTTPS, as a public
        // site is served, or localhost. These plain-HTTP test names stand for HTTPS ones.
        `--unsafely-treat-insecure-origin-as-secure=${Object.keys(PORTAL_TEST_HOSTS)
          .map((host) => `http://${host}:${PORT}`)
          .join(',')}`,
      ],
    },
  },
  webServer: {
    ...baseServer,
    env: {
      ...baseServer.env,
      PLATFORM_HOSTS: hostMap,
      // XM has a portal of its own; every other brand shares portal.site.test.
      PORTAL_URL: `10=http://xm-portal.site.test:${PORT},http://portal.site.test:${PORT}`,
    },
  },
});

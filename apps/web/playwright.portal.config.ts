import { defineConfig } from '@playwright/test';
import { DEFAULT_HOSTS } from '@site/contracts/hosts';
import base from './playwright.config.ts';

/**
 * The portal's browser tests (e2e/portal.spec.ts): the suite's server and browser, with brand hosts under a real
 * parent domain. Two brands' hosts share the login code through a parent-domain cookie, which browsers refuse for
 * Domain=localhost; so *.site.test names are mapped to this machine in Chromium (--host-resolver-rules) and added to
 * the host map beside the default *.localhost names (which stay first: each brand's first host is its origin), and
 * PORTAL_URL points the headers' links at portal.site.test. A config of its own, so the rest of the suite keeps its
 * hosts. Run: `npx playwright test -c playwright.portal.config.ts` (E2E_PORT and the other variables as for the suite).
 */

const PORT = Number(process.env.E2E_PORT ?? 3100);

export const PORTAL_TEST_HOSTS = { 'ost.site.test': '00', 'xm.site.test': '10', 'portal.site.test': '00' } as const;

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
        '--host-resolver-rules=MAP *.site.test 127.0.0.1',
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
      PORTAL_URL: `http://portal.site.test:${PORT}`,
    },
  },
});

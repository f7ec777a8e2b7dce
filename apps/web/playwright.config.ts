import { defineConfig } from '@playwright/test';

/**
 * Browser tests against the production build served by server.ts (run `npm run build` first: the Next.js build and
 * the server's bundle),
 * driving Debian's Chromium. The server gets its own data directory and database port, so a
 * developer's running site and data are not touched. E2E_PORT, E2E_DATA_DIR, E2E_PG_PORT and
 * NEXT_DIST_DIR let several runs go side by side.
 */
const PORT = Number(process.env.E2E_PORT ?? 3100);
const DATA_DIR = process.env.E2E_DATA_DIR ?? '/tmp/site-e2e-data';
const DIST_DIR = process.env.NEXT_DIST_DIR || '.next';

export default defineConfig({
  testDir: 'e2e',
  // The portal's spec needs brand hosts under a parent domain: it runs with playwright.portal.config.ts.
  testIgnore: 'portal.spec.ts',
  workers: 1,
  fullyParallel: false,
  forbidOnly: Boolean(process.env.CI),
  // One retry: on a busy 2-core machine Chromium's context teardown after an offline/online switch has been seen to
  // exceed the timeout (e2e/page-behaviour.spec.ts, about 1 run in 10). A test that fails twice still fails, and the
  // summary lists retried tests as flaky.
  retries: 1,
  reporter: [['list']],
  timeout: 30_000,
  use: {
    baseURL: `http://localhost:${PORT}`,
    // A Chinese browser on a home address: the language-change modal stays closed unless a test asks for it.
    locale: 'zh-CN',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  webServer: {
    // A fresh database and empty page and data caches each run, so the tests see exactly the seed content.
    // E2E_CLOCK (an ISO time) runs the server's clock from that instant: the suite as it will run on a later day.
    // The server as `npm start` runs it: the build's bundle of server.ts (scripts/bundle-server.mjs).
    command: `rm -rf ${DATA_DIR} ${DIST_DIR}/cache/fetch-cache ${DIST_DIR}/server/route-cache && node ${
      process.env.E2E_CLOCK ? '--import tsx --import ./e2e/support/shift-clock.ts ' : ''
    }${DIST_DIR}/node-server/server.mjs`,
    url: `http://localhost:${PORT}/`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'pipe',
    env: {
      PORT: String(PORT),
      DATA_DIR,
      EMBEDDED_PG_PORT: process.env.E2E_PG_PORT ?? '54341',
      // The language tests send X-Forwarded-For to look like foreign visitors.
      TRUST_PROXY: '1',
      // Plain HTTP forwarded by a proxy (X-Forwarded-Proto: http) goes to HTTPS; tests send no such header otherwise.
      HTTPS_ONLY: '1',
      // Hundreds of tests call the gateway from one address: the per-call limits (src/limits.ts) are tested in
      // packages/gateway/test/limits.test.ts, not here.
      RATE_LIMITS: 'off',
      // One JSON log line per request would bury the test output: warnings and errors only.
      LOG_LEVEL: 'warn',
      // The page cache's warm-up renders every sitemap page of every brand for minutes on two cores: not beside the
      // tests (test/page-server.test.ts covers it).
      PAGE_CACHE_WARM: '0',
      // One process: tests read its page cache's answers (X-Page-Cache) and counters; e2e/cluster.spec.ts runs workers.
      WEB_CONCURRENCY: '1',
      ...(process.env.E2E_CLOCK ? { E2E_CLOCK: process.env.E2E_CLOCK } : {}),
    },
  },
});

import { defineConfig } from 'vitest/config';

/**
 * The web app's unit tests: its pure logic beside the code (src/**\/*.test.ts), and test/ for what
 * spans the app (proxy.ts end to end, the import boundaries), with test/support for shared fixtures.
 * The browser tests are e2e/ (Playwright).
 */
export default defineConfig({
  test: {
    name: 'web',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
  },
});

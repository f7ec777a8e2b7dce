import { defineConfig } from 'vitest/config';

/**
 * The web app's unit tests: its pure logic beside the code (src/**\/*.test.ts), and test/ for what
 * spans the app (proxy.ts end to end, the import boundaries), with test/support for shared fixtures.
 * The browser tests are e2e/ (Playwright).
 */
export default defineConfig({
  test: {
    name: 'web',
    // A bound for a test that hangs, not a speed check: CPU-heavy tests (the trademark evaluation, property runs)
    // take several seconds on a busy 2-core CI machine, past Vitest's default of 5 s.
    testTimeout: 30_000,
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
  },
});

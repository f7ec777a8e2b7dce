import { defineConfig } from 'vitest/config';

/** Unit tests of the web app's pure logic (src/**\/*.test.ts); the browser tests are e2e/ (Playwright). */
export default defineConfig({
  test: {
    name: 'web',
    include: ['src/**/*.test.ts'],
  },
});

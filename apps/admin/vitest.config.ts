import { defineConfig } from 'vitest/config';

/** The back office's unit tests: its pure logic beside the code (src/**\/*.test.ts). The browser tests are apps/web/e2e. */
export default defineConfig({
  test: {
    name: 'admin',
    include: ['src/**/*.test.ts'],
  },
});

import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'db',
    include: ['test/**/*.test.ts'],
    // The embedded suites start real PostgreSQL servers (initdb takes about a second, more on a busy machine).
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // Suites use fixed test ports: run the files one after another.
    fileParallelism: false,
  },
});

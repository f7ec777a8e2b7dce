import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'contracts',
    // A bound for a test that hangs, not a speed check: CPU-heavy tests (the trademark evaluation, property runs)
    // take several seconds on a busy 2-core CI machine, past Vitest's default of 5 s.
    testTimeout: 30_000,
    include: ['test/**/*.test.ts'],
  },
});

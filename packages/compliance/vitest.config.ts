import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'compliance',
    include: ['test/**/*.test.ts'],
  },
});

import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'trademark',
    include: ['test/**/*.test.ts'],
  },
});

import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: '@tripx/ui-flow',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/test-support/setup.ts'],
  },
});

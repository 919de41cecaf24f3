import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: '@tripx/ui-admin',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/test-support/setup.ts'],
  },
});

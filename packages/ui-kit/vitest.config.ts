import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: '@tripx/ui-kit',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/test-support/setup.ts'],
  },
});

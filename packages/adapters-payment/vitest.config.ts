import { defineProject } from 'vitest/config';

export default defineProject({
  test: { name: 'adapters-payment', include: ['src/**/*.test.ts'], testTimeout: 30_000 },
});

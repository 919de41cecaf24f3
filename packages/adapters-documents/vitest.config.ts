import { defineProject } from 'vitest/config';

export default defineProject({
  test: { name: 'adapters-documents', include: ['src/**/*.test.ts'], testTimeout: 30_000 },
});

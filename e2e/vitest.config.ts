import { defineProject } from 'vitest/config';

/** Real server + real Chromium: one file at a time, generous timeouts (2 cores). */
export default defineProject({
  test: {
    name: 'e2e',
    include: ['src/**/*.e2e.test.ts'],
    fileParallelism: false,
    // After the unit suites (group 0, several workers): vitest runs one group after the other.
    sequence: { groupOrder: 2 },
    testTimeout: 180_000,
    hookTimeout: 180_000,
    globalSetup: ['./src/support/global-setup.ts'],
  },
});

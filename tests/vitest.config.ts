import { defineProject } from 'vitest/config';

/** The API contract suite: one file at a time (servers, child processes and PGlite share 2 cores). */
export default defineProject({
  test: {
    name: 'api-contract',
    include: ['src/**/*.test.ts'],
    fileParallelism: false,
    // After the unit suites (group 0, several workers): vitest runs one group after the other.
    sequence: { groupOrder: 1 },
    globalSetup: ['./src/support/global-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});

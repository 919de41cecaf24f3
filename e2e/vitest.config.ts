import { defineProject } from 'vitest/config';

/**
 * Real server + real Chromium, two files at a time (each has its own server on its own ports, its own
 * data folder, mail folder and browser profile; only the data template of the global set-up is shared,
 * and read-only), generous timeouts (2 cores).
 */
export default defineProject({
  test: {
    name: 'e2e',
    include: ['src/**/*.e2e.test.ts'],
    maxWorkers: 2,
    // After the unit suites (group 0, several workers): vitest runs one group after the other.
    sequence: { groupOrder: 2 },
    testTimeout: 180_000,
    hookTimeout: 180_000,
    globalSetup: ['./src/support/global-setup.ts'],
  },
});

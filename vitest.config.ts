import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: ['packages/*', 'tests', 'e2e'],
    // The unit and component suites on every core, never fewer than two: vitest's own default is one
    // fewer than the cores, that is one worker on a 2-core machine, with the other core idle for the
    // whole unit run. The API contract suite (one file at a time) and e2e (two at a time) run after them
    // (their own `sequence.groupOrder`, 1 and 2: a group runs once the one before it is over).
    maxWorkers: Math.max(2, availableParallelism() - 1),
  },
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fuzzEveryJsonEndpoint } from './fuzz';
import { pgliteDatabase, type TestDatabase } from './support/databases';
import { startInProcess, type InProcessServer } from './support/servers';

/**
 * Bodies per endpoint: 100 in `pnpm test` (about 40 ms a request on the shared 2-core machine, with
 * the write checks: 1,000 would take most of an hour); `pnpm fuzz` sends 10,000. Seed FUZZ_SEED.
 */
const runs = Number(process.env['FUZZ_RUNS'] || 100);
const seed = Number(process.env['FUZZ_SEED'] || 15);

describe('fuzzing every public and staff endpoint in-process (PGlite)', () => {
  let db: TestDatabase;
  let api: InProcessServer;
  beforeAll(async () => {
    db = pgliteDatabase();
    api = await startInProcess(db.env);
  });
  afterAll(async () => {
    await api?.close();
    await db?.drop();
  });

  it(
    `${runs} bodies per endpoint, seed ${seed}: never a 5xx, always JSON, still serving`,
    async () => {
      const { sent, serverErrors } = await fuzzEveryJsonEndpoint(api, { runs, seed });
      expect(sent).toBeGreaterThanOrEqual(runs);
      expect(serverErrors).toBe(0);
    },
    120_000 + runs * 300,
  );
});

import { openDatabase } from '@tripx/adapters-sql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiClient } from './support/api-client';
import type { TestDatabase } from './support/databases';
import { exited, spawnServer, type ChildServer } from '@tripx/testing/server';

const leadIdsPresent = async (
  env: Readonly<Record<string, string>>,
  ids: readonly string[],
): Promise<Set<string>> => {
  const database = await openDatabase(
    env['DATABASE_URL'] ? { databaseUrl: env['DATABASE_URL'] } : { dataDir: env['DATA_DIR'] ?? '' },
  );
  try {
    const rows =
      ids.length === 0
        ? []
        : await database.db
            .selectFrom('leads')
            .select('id')
            .where('id', 'in', [...ids])
            .execute();
    return new Set(rows.map((r) => r.id));
  } finally {
    await database.close();
  }
};

/**
 * The real entry point in a child process: a burst of writes, `kill -9` in the middle, a restart.
 * Every write the server acknowledged (201) must be there afterwards, and sessions survive.
 */
export const defineDurabilitySuite = (label: string, openTestDatabase: () => Promise<TestDatabase>): void => {
  describe(`durability on ${label}`, () => {
    let db: TestDatabase;
    const children: ChildServer[] = [];
    beforeAll(async () => {
      db = await openTestDatabase();
    });
    afterAll(async () => {
      for (const c of children) if (c.process.exitCode === null) c.process.kill('SIGKILL');
      await db?.drop();
    });

    it('loses no acknowledged write to kill -9, keeps sessions across restarts, and stops cleanly on SIGTERM', async () => {
      const first = await spawnServer(db.env);
      children.push(first);
      const client = new ApiClient(first.baseUrl);
      await client.startSession();
      const before = await client.post<{ id: string }>('/api/policies/lead', {
        email: 'before@example.com',
        language: 'fr',
      });
      expect(before.status).toBe(201);

      const acknowledged: string[] = [];
      let sent = 0;
      let killed = false;
      const worker = async () => {
        while (sent < 400 && !killed) {
          sent += 1;
          try {
            const r = await client.post<{ id: string }>('/api/policies/lead', {
              email: `burst${sent}@example.com`,
              language: 'en',
            });
            if (r.status === 201) acknowledged.push(r.body.id);
            if (acknowledged.length >= 60 && !killed) {
              killed = true;
              first.process.kill('SIGKILL');
            }
          } catch {
            // The connection died with the process: this write was never acknowledged.
          }
        }
      };
      await Promise.all(Array.from({ length: 12 }, worker));
      expect(await exited(first.process)).toBeNull();
      expect(first.process.signalCode).toBe('SIGKILL');
      expect(acknowledged.length).toBeGreaterThanOrEqual(60);

      const second = await spawnServer(db.env);
      children.push(second);
      const same = new ApiClient(second.baseUrl);
      same.cookie = client.cookie;
      same.csrfToken = client.csrfToken;
      const alive = await same.get<{ sessionExpiration: string }>('/keepalive');
      expect(alive.status).toBe(200);
      expect(
        (await same.post('/api/policies/lead', { email: 'after@example.com', language: 'en' })).status,
      ).toBe(201);

      second.process.kill('SIGTERM');
      expect(await exited(second.process)).toBe(0);

      const ids = [before.body.id, ...acknowledged];
      const present = await leadIdsPresent(db.env, ids);
      expect(ids.filter((id) => !present.has(id))).toEqual([]);
    }, 120_000);
  });
};

import { describeOnPostgres } from '@tripx/testing/postgres';
import fc from 'fast-check';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../database/database';
import { drainBatches } from '../test-support/drain-batches';
import { migratedPglite, migratedPostgres } from '../test-support/purchase-databases';
import { SqlQuoteProgressPurge } from './sql-quote-progress-purge';
import { SqlSessionRepository } from './sql-session.repository';

const NOW = new Date('2026-11-27T16:00:00.000Z');
const at = (minutes: number) => new Date(NOW.getTime() + minutes * 60_000);

/** A session ending some minutes from NOW, with or without sign-in tokens and a quote in progress. */
const aSession = fc.record({
  ends: fc.integer({ min: -3, max: 3 }),
  signedIn: fc.boolean(),
  form: fc.boolean(),
});

const suite = (name: string, open: () => Promise<{ database: Database; close: () => Promise<void> }>) =>
  describe(`the purge of expired sessions on ${name}`, () => {
    let database: Database;
    let close: () => Promise<void>;
    beforeAll(async () => ({ database, close } = await open()));
    afterAll(() => close());

    it('every foreign key to a session deletes with it: nothing blocks the purge', async () => {
      const { rows } = await sql<{ table: string; on_delete: string }>`
        select conrelid::regclass::text as table, confdeltype as on_delete from pg_constraint
        where contype = 'f' and confrelid = 'sessions'::regclass order by 1`.execute(database.db);
      expect(rows).toEqual([
        { table: 'rp_session_tokens', on_delete: 'c' },
        { table: 'session_policies', on_delete: 'c' },
      ]);
    });

    it('deletes exactly the sessions expired at or before now, their sign-in tokens with them, batch after batch; the quote purge then finds their forms', async () => {
      await fc.assert(
        fc.asyncProperty(
          fc.array(aSession, { maxLength: 8 }),
          fc.integer({ min: 1, max: 3 }),
          async (sessions, limit) => {
            const db = database.db;
            await sql`truncate synced_quote_forms, sessions cascade`.execute(db);
            if (sessions.length > 0)
              await db
                .insertInto('sessions')
                .values(
                  sessions.map((s, i) => ({ id_hash: `s${i}`, csrf_token: 'c', expires_at: at(s.ends) })),
                )
                .execute();
            const signedIn = sessions.flatMap((s, i) => (s.signedIn ? [`s${i}`] : []));
            for (const h of signedIn)
              await sql`insert into rp_session_tokens (session_hash, realm) values (${h}, 'consumer')`.execute(
                db,
              );
            const withForm = sessions.flatMap((s, i) => (s.form ? [`s${i}`] : []));
            if (withForm.length > 0)
              await db
                .insertInto('synced_quote_forms')
                .values(withForm.map((h) => ({ session_hash: h, form: '{}', payload: '{}' })))
                .execute();

            const repo = new SqlSessionRepository(db);
            const deleted = await drainBatches((at, n) => repo.purgeExpired(at, n), NOW, limit);

            const live = new Set(sessions.flatMap((s, i) => (s.ends > 0 ? [`s${i}`] : [])));
            const hashes = async (table: 'sessions' | 'rp_session_tokens' | 'synced_quote_forms') => {
              const column = table === 'sessions' ? 'id_hash' : 'session_hash';
              const { rows } = await sql<{
                h: string;
              }>`select ${sql.ref(column)} as h from ${sql.table(table)}`.execute(db);
              return rows.map((r) => r.h).sort();
            };
            expect(deleted).toBe(sessions.length - live.size);
            expect(await hashes('sessions')).toEqual([...live].sort());
            expect(await hashes('rp_session_tokens')).toEqual(signedIn.filter((h) => live.has(h)).sort());
            // The forms of the deleted sessions stay until the quote purge, which treats a gone session as over.
            expect(await hashes('synced_quote_forms')).toEqual([...withForm].sort());
            await new SqlQuoteProgressPurge(db).deleteStaleForms(NOW, 100);
            expect(await hashes('synced_quote_forms')).toEqual(withForm.filter((h) => live.has(h)).sort());
          },
        ),
        { numRuns: 25 },
      );
    });
  });

suite('PGlite', async () => {
  const database = await migratedPglite();
  return { database, close: () => database.close() };
});
await describeOnPostgres('the purge of expired sessions on PostgreSQL', () =>
  suite('PostgreSQL', async () => {
    const { database, drop } = await migratedPostgres();
    return { database, close: drop };
  }),
);

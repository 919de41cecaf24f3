import { describeOnPostgres } from '@tripx/testing/postgres';
import fc from 'fast-check';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../database/database';
import { purchaseDb } from '../purchase/purchase-schema';
import { drainBatches } from '../test-support/drain-batches';
import { migratedPglite, migratedPostgres } from '../test-support/purchase-databases';
import { SqlKeptRecordsPurge } from './sql-kept-records-purge';

const CUTOFF = new Date('2026-10-28T16:00:00.000Z');
const MINUTE = 60_000;
const at = (minutes: number) => new Date(CUTOFF.getTime() + minutes * MINUTE);

/**
 * An Idempotency-Key claimed some minutes from the cutoff (before, at or after it), answered then or
 * later or not yet, of a purchase whose attempt is in some state, or of no purchase (a partner call,
 * a refusal kept under its key).
 */
const aKey = fc.record({
  claimed: fc.integer({ min: -3, max: 3 }),
  answeredAfter: fc.option(fc.integer({ min: 0, max: 4 }), { nil: undefined }),
  attempt: fc.constantFrom(undefined, 'PENDING', 'PURCHASED', 'DECLINED', 'ABANDONED'),
});
type Key = typeof aKey extends fc.Arbitrary<infer K> ? K : never;
/** A refused or failed sign-in some minutes from the cutoff. */
const aSignIn = fc.integer({ min: -3, max: 3 });

const suite = (name: string, open: () => Promise<{ database: Database; close: () => Promise<void> }>) =>
  describe(`the purge of kept records on ${name}`, () => {
    let database: Database;
    let close: () => Promise<void>;
    beforeAll(async () => ({ database, close } = await open()));
    afterAll(() => close());

    const write = async (keys: readonly Key[], signIns: readonly number[]) => {
      const { db } = database;
      await sql`truncate idempotency_keys, purchase_attempts, sign_in_audit`.execute(db);
      const attempts = keys.flatMap((k, i) =>
        k.attempt === undefined
          ? []
          : [
              {
                group_number: `G${i}`,
                session_hash: 's',
                fingerprint: `f${i}`,
                status: k.attempt,
                organization_code: 'CM',
                policy_numbers: '[]',
                total_cents: 1000,
                booking: '{}',
                created_at: at(k.claimed),
              },
            ],
      );
      if (attempts.length > 0)
        await purchaseDb(db).insertInto('purchase_attempts').values(attempts).execute();
      if (keys.length > 0)
        await purchaseDb(db)
          .insertInto('idempotency_keys')
          .values(
            keys.map((k, i) => ({
              key: `k${i}`,
              scope: 'purchase',
              request_hash: 'h',
              created_at: at(k.claimed),
              ...(k.answeredAfter === undefined
                ? {}
                : { status_code: 201, response: '"{}"', completed_at: at(k.claimed + k.answeredAfter) }),
              ...(k.attempt === undefined ? {} : { group_number: `G${i}` }),
            })),
          )
          .execute();
      for (const minutes of signIns)
        await sql`insert into sign_in_audit (at, outcome, realm, account, address, retry_after_seconds)
          values (${at(minutes)}, 'failed', 'staff', 'a', '127.0.0.1', 0)`.execute(db);
    };
    const left = async () => ({
      keys: (
        await sql<{ key: string }>`select key from idempotency_keys order by key`.execute(database.db)
      ).rows.map((r) => r.key),
      signIns: (await sql<{ n: number }>`select count(*)::int as n from sign_in_audit`.execute(database.db))
        .rows[0]?.n,
      attempts: (
        await sql<{ n: number }>`select count(*)::int as n from purchase_attempts`.execute(database.db)
      ).rows[0]?.n,
    });

    it('deletes exactly the keys last used by the cutoff whose purchase is not PENDING, and the sign-ins by the cutoff, batch after batch', async () => {
      await fc.assert(
        fc.asyncProperty(
          fc.array(aKey, { maxLength: 8 }),
          fc.array(aSignIn, { maxLength: 6 }),
          fc.integer({ min: 1, max: 3 }),
          async (keys, signIns, limit) => {
            await write(keys, signIns);
            const purge = new SqlKeptRecordsPurge(database.db);
            const report = {
              keys: await drainBatches((c, n) => purge.deleteIdempotencyKeysUsedBefore(c, n), CUTOFF, limit),
              signIns: await drainBatches((c, n) => purge.deleteSignInAuditBefore(c, n), CUTOFF, limit),
            };
            const lastUse = (k: Key) => k.claimed + (k.answeredAfter ?? 0);
            const kept = keys.flatMap((k, i) => (lastUse(k) > 0 || k.attempt === 'PENDING' ? [`k${i}`] : []));
            const keptSignIns = signIns.filter((m) => m > 0).length;
            expect(await left()).toEqual({
              keys: kept.sort(),
              signIns: keptSignIns,
              // Attempts are sales records, not the purge's: they all stay.
              attempts: keys.filter((k) => k.attempt !== undefined).length,
            });
            expect(report).toEqual({
              keys: keys.length - kept.length,
              signIns: signIns.length - keptSignIns,
            });
          },
        ),
        { numRuns: 25 },
      );
    });

    it('one statement deletes at most its limit', async () => {
      await write(
        Array.from({ length: 5 }, () => ({ claimed: -1, answeredAfter: 0, attempt: undefined })),
        Array.from({ length: 5 }, () => -1),
      );
      const purge = new SqlKeptRecordsPurge(database.db);
      expect(await purge.deleteIdempotencyKeysUsedBefore(CUTOFF, 2)).toBe(2);
      expect(await purge.deleteSignInAuditBefore(CUTOFF, 3)).toBe(3);
      expect(await left()).toMatchObject({ keys: { length: 3 }, signIns: 2 });
    });
  });

suite('PGlite', async () => {
  const database = await migratedPglite();
  return { database, close: () => database.close() };
});
await describeOnPostgres('the purge of kept records on PostgreSQL', () =>
  suite('PostgreSQL', async () => {
    const { database, drop } = await migratedPostgres();
    return { database, close: drop };
  }),
);

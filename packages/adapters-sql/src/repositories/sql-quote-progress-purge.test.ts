import { describeOnPostgres } from '@tripx/testing/postgres';
import fc from 'fast-check';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../database/database';
import { drainBatches } from '../test-support/drain-batches';
import { migratedPglite, migratedPostgres } from '../test-support/purchase-databases';
import { SqlQuoteProgressPurge } from './sql-quote-progress-purge';

const NOW = new Date('2026-11-27T16:00:00.000Z');
const MINUTE = 60_000;
const at = (minutes: number) => new Date(NOW.getTime() + minutes * MINUTE);

/** A quote in progress whose session ends some minutes from NOW (before, at or after it), or is gone. */
const aForm = fc.record({ sessionEnds: fc.option(fc.integer({ min: -3, max: 3 }), { nil: undefined }) });
/** A lead whose link ends some minutes from NOW. */
const aLead = fc.record({ linkEnds: fc.integer({ min: -3, max: 3 }) });

const suite = (name: string, open: () => Promise<{ database: Database; close: () => Promise<void> }>) =>
  describe(`the purge of quotes in progress on ${name}`, () => {
    let database: Database;
    let close: () => Promise<void>;
    beforeAll(async () => ({ database, close } = await open()));
    afterAll(() => close());

    const write = async (
      forms: readonly { sessionEnds: number | undefined }[],
      leads: readonly { linkEnds: number }[],
    ) => {
      await sql`truncate synced_quote_forms, leads, sessions cascade`.execute(database.db);
      const sessions = forms.flatMap((f, i) =>
        f.sessionEnds === undefined
          ? []
          : [{ id_hash: `s${i}`, csrf_token: 'c', expires_at: at(f.sessionEnds) }],
      );
      if (sessions.length > 0) await database.db.insertInto('sessions').values(sessions).execute();
      if (forms.length > 0)
        await database.db
          .insertInto('synced_quote_forms')
          .values(forms.map((_, i) => ({ session_hash: `s${i}`, form: '{}', payload: '{}' })))
          .execute();
      if (leads.length > 0)
        await database.db
          .insertInto('leads')
          .values(
            leads.map((l, i) => ({
              id: `l${i}`,
              email: 'a@example.com',
              language: 'en',
              payload: '{}',
              expires_at: at(l.linkEnds),
            })),
          )
          .execute();
    };
    const left = async () => ({
      forms: (await database.db.selectFrom('synced_quote_forms').select('session_hash').execute())
        .map((r) => r.session_hash)
        .sort(),
      leads: (await database.db.selectFrom('leads').select('id').execute()).map((r) => r.id).sort(),
      sessions: (await database.db.selectFrom('sessions').select('id_hash').execute()).length,
    });

    it('deletes exactly the forms whose session ended or is gone and the leads past their link, batch after batch', async () => {
      await fc.assert(
        fc.asyncProperty(
          fc.array(aForm, { maxLength: 8 }),
          fc.array(aLead, { maxLength: 8 }),
          fc.integer({ min: 1, max: 3 }),
          async (forms, leads, limit) => {
            await write(forms, leads);
            const purge = new SqlQuoteProgressPurge(database.db);
            const drain = (batch: (now: Date, limit: number) => Promise<number>) =>
              drainBatches(batch, NOW, limit);
            const report = {
              forms: await drain((now, n) => purge.deleteStaleForms(now, n)),
              leads: await drain((now, n) => purge.deleteExpiredLeads(now, n)),
            };
            const liveForms = forms.flatMap((f, i) =>
              f.sessionEnds !== undefined && f.sessionEnds > 0 ? [`s${i}`] : [],
            );
            const liveLeads = leads.flatMap((l, i) => (l.linkEnds > 0 ? [`l${i}`] : []));
            expect(await left()).toEqual({
              forms: liveForms.sort(),
              leads: liveLeads.sort(),
              // Sessions are not the purge's: they stay, expired or not.
              sessions: forms.filter((f) => f.sessionEnds !== undefined).length,
            });
            expect(report).toEqual({
              forms: forms.length - liveForms.length,
              leads: leads.length - liveLeads.length,
            });
          },
        ),
        { numRuns: 25 },
      );
    });

    it('one statement deletes at most its limit', async () => {
      await write(
        Array.from({ length: 5 }, () => ({ sessionEnds: undefined })),
        Array.from({ length: 5 }, () => ({ linkEnds: -1 })),
      );
      const purge = new SqlQuoteProgressPurge(database.db);
      expect(await purge.deleteStaleForms(NOW, 2)).toBe(2);
      expect(await purge.deleteExpiredLeads(NOW, 3)).toBe(3);
      expect(await left()).toMatchObject({ forms: { length: 3 }, leads: { length: 2 } });
    });
  });

suite('PGlite', async () => {
  const database = await migratedPglite();
  return { database, close: () => database.close() };
});
await describeOnPostgres('the purge of quotes in progress on PostgreSQL', () =>
  suite('PostgreSQL', async () => {
    const { database, drop } = await migratedPostgres();
    return { database, close: drop };
  }),
);

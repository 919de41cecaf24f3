import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../database/database';
import { SqlQuoteProgressPurge } from '../repositories/sql-quote-progress-purge';
import { migratedAllBut } from '../test-support/migrated-before';
import { migrateToLatest } from './migrate';

const SAVED = new Date('2026-01-10T15:00:00.000Z');
const DAY = 86_400_000;

describe('migration 023: the leads saved before 019 get their 30 days and every lead an expiry (PGlite)', () => {
  let database: Database;
  beforeAll(async () => {
    database = await migratedAllBut('023-lead-expiry');
    await sql`insert into leads (id, email, language, payload, created_at, expires_at) values
      ('old', 'a@example.com', 'en', '{}', ${SAVED}, null),
      ('new', 'b@example.com', 'fr', '{}', ${SAVED}, ${new Date(SAVED.getTime() + 2 * DAY)})`.execute(
      database.db,
    );
    expect(await migrateToLatest(database.db)).toEqual(['023-lead-expiry']);
  }, 120_000);
  afterAll(() => database.close());

  const expiries = async () =>
    (await database.db.selectFrom('leads').select(['id', 'expires_at']).orderBy('id').execute()).map((r) => [
      r.id,
      r.expires_at.toISOString(),
    ]);

  it('an old lead ends 30 days after it was saved; a lead that had its end keeps it', async () => {
    expect(await expiries()).toEqual([
      ['new', '2026-01-12T15:00:00.000Z'],
      ['old', '2026-02-09T15:00:00.000Z'],
    ]);
  });

  it('a lead without an expiry is refused from now on', async () => {
    await expect(
      sql`insert into leads (id, email, language, payload) values ('none', 'c@example.com', 'en', '{}')`.execute(
        database.db,
      ),
    ).rejects.toThrow(/expires_at/);
  });

  it('the purge deletes the old lead once its 30 days are over', async () => {
    const purge = new SqlQuoteProgressPurge(database.db);
    expect(await purge.deleteExpiredLeads(new Date(SAVED.getTime() + 30 * DAY - 1), 10)).toBe(1);
    expect(await expiries()).toEqual([['old', '2026-02-09T15:00:00.000Z']]);
    expect(await purge.deleteExpiredLeads(new Date(SAVED.getTime() + 30 * DAY), 10)).toBe(1);
    expect(await expiries()).toEqual([]);
  });
});

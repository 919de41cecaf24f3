import { describeOnPostgres } from '@tripx/testing/postgres';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../database/database';
import { migratedAllBut } from '../test-support/migrated-before';
import { migratedPostgres } from '../test-support/purchase-databases';
import { migrateToLatest } from './migrate';

/** Whether the schema in use has a table of that name. */
const hasTable = async ({ db }: Database, name: string) =>
  (await sql<{ t: string | null }>`select to_regclass(${name})::text as t`.execute(db)).rows[0]?.t != null;

describe('migration 026: the unused quotes table goes (PGlite)', () => {
  let database: Database;
  beforeAll(async () => {
    database = await migratedAllBut('026-drop-quotes');
    // A row, as a database of an older release might hold one: it goes with the table.
    await sql`insert into quotes (id, organization_code, request, response) values ('q1', 'CM', '{}', '{}')`.execute(
      database.db,
    );
    expect(await hasTable(database, 'quotes')).toBe(true);
    expect(await migrateToLatest(database.db)).toEqual(['026-drop-quotes']);
  }, 120_000);
  afterAll(() => database.close());

  it('drops it, and only it', async () => {
    expect(await hasTable(database, 'quotes')).toBe(false);
    for (const table of ['leads', 'synced_quote_forms', 'idempotency_keys', 'organizations'])
      expect(await hasTable(database, table), table).toBe(true);
  });
});

await describeOnPostgres('migration 026 on PostgreSQL', () => {
  let database: Database;
  let drop: () => Promise<void>;
  beforeAll(async () => ({ database, drop } = await migratedPostgres()), 120_000);
  afterAll(() => drop());

  it('a migrated schema has no quotes table, and its neighbours of migration 003 stay', async () => {
    expect(await hasTable(database, 'quotes')).toBe(false);
    for (const table of ['sessions', 'leads', 'synced_quote_forms', 'idempotency_keys', 'app_meta'])
      expect(await hasTable(database, table), table).toBe(true);
  });
});

import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../database/database';
import { openDatabase } from '../database/database';
import { TABLES } from '../schema/schema';
import { MIGRATIONS, migrateToLatest } from './migrate';

describe('migrations from an empty database (PGlite)', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openDatabase({ dataDir: 'memory://' });
  });
  afterAll(() => database.close());

  it('applies every migration once, in order, and then nothing', async () => {
    expect(await migrateToLatest(database.db)).toEqual(MIGRATIONS.map((m) => m.name));
    expect(await migrateToLatest(database.db)).toEqual([]);
  });

  it('creates every table the repositories use', async () => {
    const { rows } = await sql<{ table_name: string }>`
      select table_name from information_schema.tables where table_schema = current_schema()`.execute(
      database.db,
    );
    const names = rows.map((r) => r.table_name);
    for (const table of TABLES) expect(names).toContain(table);
  });

  it('refuses a second user with the same profile code', async () => {
    const { db } = database;
    await db
      .insertInto('roles')
      .values({ code: 'R', category: 'Agency', label_en: 'r', label_fr: 'r' })
      .execute();
    const user = {
      profile_code: 'same@example.com',
      user_type: 'CIAM_ID',
      role_code: 'R',
      first_name: 'A',
      last_name: 'B',
      email: 'same@example.com',
      language: 'en',
      status: 'ACTIVE',
    };
    await db
      .insertInto('users')
      .values({ ...user, profile_ref: 'u1' })
      .execute();
    await expect(
      db
        .insertInto('users')
        .values({ ...user, profile_ref: 'u2' })
        .execute(),
    ).rejects.toThrow(/unique|duplicate/i);
  });

  it('refuses a replayed idempotency key', async () => {
    const row = { key: 'k-1', scope: 'purchase', request_hash: 'h' };
    await database.db.insertInto('idempotency_keys').values(row).execute();
    await expect(database.db.insertInto('idempotency_keys').values(row).execute()).rejects.toThrow(
      /unique|duplicate/i,
    );
  });

  it('keeps calendar dates as YYYY-MM-DD text', async () => {
    const { rows } = await sql<{ d: string }>`select date '2024-02-29' as d`.execute(database.db);
    expect(rows[0]?.d).toBe('2024-02-29');
  });

  it('serializes concurrent transactions on the single PGlite connection', async () => {
    const { db } = database;
    await db.insertInto('app_meta').values({ key: 'probe', value: '0' }).execute();
    // Each transaction reads then writes; interleaving on one connection would lose increments
    // or fail with "there is already a transaction in progress".
    await Promise.all(
      Array.from({ length: 20 }, () =>
        database.transaction(async (trx) => {
          const { value } = await trx
            .selectFrom('app_meta')
            .select('value')
            .where('key', '=', 'probe')
            .executeTakeFirstOrThrow();
          await trx
            .updateTable('app_meta')
            .set({ value: String(Number(value) + 1) })
            .where('key', '=', 'probe')
            .execute();
        }),
      ),
    );
    const { value } = await db
      .selectFrom('app_meta')
      .select('value')
      .where('key', '=', 'probe')
      .executeTakeFirstOrThrow();
    expect(value).toBe('20');
  });

  it('rolls back every write of a failed transaction', async () => {
    await expect(
      database.transaction(async (trx) => {
        await trx.insertInto('app_meta').values({ key: 'half-done', value: 'x' }).execute();
        throw new Error('use case failed');
      }),
    ).rejects.toThrow('use case failed');
    const row = await database.db
      .selectFrom('app_meta')
      .selectAll()
      .where('key', '=', 'half-done')
      .executeTakeFirst();
    expect(row).toBeUndefined();
  });
});

describe('migrations next to another schema that has its own bookkeeping', () => {
  it("keeps Kysely's migration tables in the schema in use, not in another schema's copy", async () => {
    const database = await openDatabase({ dataDir: 'memory://' });
    try {
      // What a leftover test schema on a shared PostgreSQL looks like: another run's lock table.
      await sql`create schema other_run`.execute(database.db);
      await sql`create table other_run.kysely_migration_lock (id varchar(255) primary key, is_locked integer not null default 0)`.execute(
        database.db,
      );
      await sql`insert into other_run.kysely_migration_lock values ('migration_lock', 0)`.execute(
        database.db,
      );
      expect(await migrateToLatest(database.db)).toEqual(MIGRATIONS.map((m) => m.name));
      const { rows } = await sql<{ table_schema: string; table_name: string }>`
        select table_schema, table_name from information_schema.tables
        where table_name like 'kysely_migration%' order by 1, 2`.execute(database.db);
      expect(rows).toEqual([
        { table_schema: 'other_run', table_name: 'kysely_migration_lock' },
        { table_schema: 'public', table_name: 'kysely_migration' },
        { table_schema: 'public', table_name: 'kysely_migration_lock' },
      ]);
    } finally {
      await database.close();
    }
  });
});

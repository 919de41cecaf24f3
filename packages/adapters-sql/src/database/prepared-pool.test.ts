import { describeOnPostgres } from '@tripx/testing/postgres';
import { freshPostgresSchema } from '@tripx/testing/postgres';
import { sql } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { openDatabase, type Database } from './database';

await describeOnPostgres('statements prepared per connection (PostgreSQL)', () => {
  let database: Database;
  let drop: () => Promise<void>;
  beforeAll(async () => {
    const schema = await freshPostgresSchema();
    // One connection: every statement below runs on the one that prepared it.
    database = await openDatabase({ databaseUrl: schema.url, poolSize: 1 });
    drop = async () => {
      await database.close();
      await schema.drop();
    };
  });
  afterAll(async () => drop());

  it('runs parameterised statements again and again, and texts of several statements without parameters', async () => {
    await sql`create table prepared_t (id int primary key, name text); create index on prepared_t (name)`.execute(
      database.db,
    );
    for (const id of [1, 2, 3])
      await sql`insert into prepared_t values (${id}, ${`n${id}`})`.execute(database.db);
    const names = await sql<{
      name: string;
    }>`select name from prepared_t where id >= ${2} order by id`.execute(database.db);
    expect(names.rows).toEqual([{ name: 'n2' }, { name: 'n3' }]);
    const updated = await sql`update prepared_t set name = ${'x'} where id = ${1}`.execute(database.db);
    expect(updated.numAffectedRows).toBe(1n);
  });

  it('after a table changed under a prepared `select *` (another instance migrated), the next run sees the new column', async () => {
    const read = () =>
      sql<Record<string, unknown>>`select * from prepared_t where id = ${3}`.execute(database.db);
    expect((await read()).rows).toEqual([{ id: 3, name: 'n3' }]);
    await sql`alter table prepared_t add column extra text not null default 'e'`.execute(database.db);
    // PostgreSQL refuses the prepared plan once (its result type changed); the statement is then
    // prepared again under a new name.
    await expect(read()).rejects.toMatchObject({ code: '0A000' });
    expect((await read()).rows).toEqual([{ id: 3, name: 'n3', extra: 'e' }]);
  });
});

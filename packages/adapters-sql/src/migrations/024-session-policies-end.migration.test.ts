import { Migrator, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../database/database';
import { MIGRATIONS, migrateToLatest } from './migrate';
import { toKyselyMigration } from './sql-migration';

const LATER = new Date('2030-01-01T00:00:00.000Z');

describe('migration 024: the policies a session bought end with the session (PGlite)', () => {
  let database: Database;
  const links = async () =>
    (
      await sql<{ link: string }>`select session_hash || ':' || policy_number as link from session_policies
        order by 1`.execute(database.db)
    ).rows.map((r) => r.link);

  beforeAll(async () => {
    database = await openDatabase({ dataDir: 'memory://' });
    const before = MIGRATIONS.filter((m) => m.name !== '024-session-policies-end');
    const migrator = new Migrator({
      db: database.db,
      provider: {
        getMigrations: async () => Object.fromEntries(before.map((m) => [m.name, toKyselyMigration(m)])),
      },
    });
    expect((await migrator.migrateToLatest()).error).toBeUndefined();
    // Policy rows need their group; the links are what the migration is about.
    await sql`insert into organizations (code, name_en, name_fr, sales_channel, language, category)
      values ('CM', 'Direct', 'Direct', 'b2c', 'en', 'DIRECT')`.execute(database.db);
    await sql`insert into policy_groups (group_number, organization_code, sales_channel, traveller_category,
        traveller_type, language, trip_information, province_of_residence, start_date, end_date,
        application_date)
      values ('G1', 'CM', 'b2c', 'TRAVELLING_CANADIANS', 'SINGLE', 'en', '{}', 'ON', '2026-04-01',
        '2026-04-10', '2026-03-01')`.execute(database.db);
    for (const [i, n] of ['TX1', 'TX2', 'TX3'].entries())
      await sql`insert into policies (policy_number, group_number, reference_number, first_name, last_name,
          date_of_birth, age, plan_code, plan, status, premium_total_cents)
        values (${n}, 'G1', ${i + 1}, 'Ann', 'Lee', '1980-01-01', 46, 'EMH', '{}', 'ACTIVE', 1000)`.execute(
        database.db,
      );
    await sql`insert into sessions (id_hash, csrf_token, expires_at) values ('live', 'c', ${LATER})`.execute(
      database.db,
    );
    // A live session's link, and links no session holds: a session gone, a former purchase key.
    await sql`insert into session_policies (session_hash, policy_number)
      values ('live', 'TX1'), ('gone', 'TX2'), ('purchase-key', 'TX3')`.execute(database.db);
    expect(await migrateToLatest(database.db)).toEqual(['024-session-policies-end']);
  }, 120_000);
  afterAll(() => database.close());

  it('keeps the links of live sessions and deletes those no session holds', async () => {
    expect(await links()).toEqual(['live:TX1']);
  });

  it('a link to no session is refused from now on, and a session takes its links with it', async () => {
    await expect(
      sql`insert into session_policies (session_hash, policy_number) values ('nobody', 'TX2')`.execute(
        database.db,
      ),
    ).rejects.toThrow(/session_policies_session_fk/);
    await sql`delete from sessions where id_hash = 'live'`.execute(database.db);
    expect(await links()).toEqual([]);
  });
});

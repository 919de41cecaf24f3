import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../database/database';
import { legacyGroup, migratedAllBut } from '../test-support/migrated-before';
import { migrateToLatest } from './migrate';

describe('migration 024: the policies a session bought end with the session (PGlite)', () => {
  let database: Database;
  const links = async () =>
    (
      await sql<{ link: string }>`select session_hash || ':' || policy_number as link from session_policies
        order by 1`.execute(database.db)
    ).rows.map((r) => r.link);

  beforeAll(async () => {
    database = await migratedAllBut('024-session-policies-end');
    for (const group of ['G1', 'G2', 'G3']) await legacyGroup(database, group, 'ACTIVE');
    await sql`insert into sessions (id_hash, csrf_token, expires_at)
      values ('live', 'c', ${new Date('2030-01-01T00:00:00Z')})`.execute(database.db);
    // A live session's link, and links no session holds: a session gone, a former purchase key.
    await sql`insert into session_policies (session_hash, policy_number)
      values ('live', 'TX-G1'), ('gone', 'TX-G2'), ('purchase-key', 'TX-G3')`.execute(database.db);
    expect(await migrateToLatest(database.db)).toEqual(['024-session-policies-end']);
  }, 120_000);
  afterAll(() => database.close());

  it('keeps the links of live sessions and deletes those no session holds', async () => {
    expect(await links()).toEqual(['live:TX-G1']);
  });

  it('a link to no session is refused from now on, and a session takes its links with it', async () => {
    await expect(
      sql`insert into session_policies (session_hash, policy_number) values ('nobody', 'TX-G2')`.execute(
        database.db,
      ),
    ).rejects.toThrow(/session_policies_session_fk/);
    await sql`delete from sessions where id_hash = 'live'`.execute(database.db);
    expect(await links()).toEqual([]);
  });
});

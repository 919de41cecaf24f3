import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../database/database';
import { migrateToLatest } from '../migrations/migrate';
import { recordRateVersions, type RateVersionRecord } from './sql-rate-versions';

const version = (id: string, checksum: string, content: unknown): RateVersionRecord => ({
  id,
  effectiveDate: id,
  source: 'catalogue',
  checksum,
  content,
});

describe('rate versions recorded at start', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openDatabase({ dataDir: 'memory://' });
    await migrateToLatest(database.db);
  });
  afterAll(() => database.close());

  const rows = () =>
    database.db
      .selectFrom('rate_versions')
      .select(['id', 'effective_date', 'checksum', 'content', 'loaded_at'])
      .orderBy('id')
      .execute();

  it('records every version once, keeps an unchanged one and updates a changed one', async () => {
    await recordRateVersions(database.db, [
      version('2025-01-01', 'a'.repeat(64), { n: 1 }),
      version('2026-01-01', 'b'.repeat(64), { n: 2 }),
    ]);
    const first = await rows();
    expect(first.map((r) => [r.id, r.effective_date, r.checksum, r.content])).toEqual([
      ['2025-01-01', '2025-01-01', 'a'.repeat(64), { n: 1 }],
      ['2026-01-01', '2026-01-01', 'b'.repeat(64), { n: 2 }],
    ]);
    // A restart on the same catalogue, then one whose 2026 table changed.
    await recordRateVersions(database.db, [
      version('2025-01-01', 'a'.repeat(64), { n: 1 }),
      version('2026-01-01', 'c'.repeat(64), { n: 3 }),
    ]);
    const second = await rows();
    expect(second[0]).toEqual(first[0]);
    expect([second[1]?.checksum, second[1]?.content]).toEqual(['c'.repeat(64), { n: 3 }]);
  });
});

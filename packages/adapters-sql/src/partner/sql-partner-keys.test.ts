import { partnerKeysContract } from '@tripx/application/test-support';
import { describeOnPostgres } from '@tripx/testing/postgres';
import { createHash } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../database/database';
import { seedDemoOrganizations } from '../seed/demo-organizations.seed';
import { DEMO_PARTNER_KEY } from '../seed/demo-partner-key.seed';
import { seedDatabase } from '../seed/seed';
import { migratedPglite, migratedPostgres } from '../test-support/purchase-databases';
import { SEED_OPTIONS, seededDatabase } from '../test-support/seeded-database';
import { SqlPartnerKeys } from './sql-partner-keys';

/** The key store's contract on a database opened once for the block, its keys emptied before each case. */
const onDatabase = (open: () => Promise<{ database: Database; drop: () => Promise<void> }>) => {
  let opened: { database: Database; drop: () => Promise<void> };
  beforeAll(async () => {
    opened = await open();
    await seedDemoOrganizations(opened.database.db);
  }, 120_000);
  afterAll(() => opened?.drop());
  partnerKeysContract(async () => {
    await sql`truncate partner_key_uses, partner_keys`.execute(opened.database.db);
    return new SqlPartnerKeys(opened.database.db);
  });
};

describe('SQL partner keys on PGlite', () =>
  onDatabase(async () => {
    const database = await migratedPglite();
    return { database, drop: () => database.close() };
  }));
await describeOnPostgres('SQL partner keys on PostgreSQL', () => onDatabase(migratedPostgres));

describe('the demo partner key', () => {
  it('is seeded with demo data: a MAPLE test key, every scope, the digest of the README secret', async () => {
    const { database } = await seededDatabase();
    try {
      expect(await new SqlPartnerKeys(database.db).find(DEMO_PARTNER_KEY.id)).toMatchObject({
        organizationCode: 'MAPLE',
        environment: 'test',
        scopes: ['quote', 'bind', 'policies:read', 'policies:cancel'],
        secretHash: createHash('sha256').update(DEMO_PARTNER_KEY.secret).digest('hex'),
        revokedAt: null,
      });
    } finally {
      await database.close();
    }
  }, 120_000);

  it('is not seeded when the server says so (production), while the rest of the demo is', async () => {
    const database = await migratedPglite();
    try {
      const report = await seedDatabase(database, { ...SEED_OPTIONS, demoPartnerKey: false });
      expect(report).toMatchObject({ demoSeeded: true, demoPartnerKeySeeded: false });
      expect(await new SqlPartnerKeys(database.db).find(DEMO_PARTNER_KEY.id)).toBeUndefined();
    } finally {
      await database.close();
    }
  }, 120_000);
});

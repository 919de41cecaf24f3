import { describeSandboxStorageContract } from '@tripx/application/test-support';
import { describeOnPostgres } from '@tripx/testing/postgres';
import { afterAll, beforeAll, describe } from 'vitest';
import type { Database } from '../database/database';
import { emptyPurchaseTables, migratedPglite, migratedPostgres } from '../test-support/purchase-databases';
import { SqlSandboxStorage } from './sql-sandbox-storage';

/** The storage contract on a database opened once for the block and emptied before each case. */
const onDatabase = (name: string, open: () => Promise<{ database: Database; drop: () => Promise<void> }>) => {
  let opened: { database: Database; drop: () => Promise<void> };
  beforeAll(async () => {
    opened = await open();
  }, 120_000);
  afterAll(() => opened?.drop());
  describeSandboxStorageContract(name, async () => {
    await emptyPurchaseTables(opened.database);
    return new SqlSandboxStorage(opened.database.db);
  });
};

describe('SqlSandboxStorage on PGlite', () =>
  onDatabase('sql on PGlite', async () => {
    const database = await migratedPglite();
    return { database, drop: () => database.close() };
  }));
await describeOnPostgres('SqlSandboxStorage on PostgreSQL', () =>
  onDatabase('sql on PostgreSQL', migratedPostgres),
);

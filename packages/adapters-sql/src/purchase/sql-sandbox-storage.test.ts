import { describeSandboxStorageContract } from '@tripx/adapters-payment/test-support';
import { afterAll, beforeAll } from 'vitest';
import type { Database } from '../database/database';
import { emptyPurchaseTables, migratedPglite, migratedPostgres } from '../test-support/purchase-databases';
import { SqlSandboxStorage } from './sql-sandbox-storage';

let lite: Database;
let postgres: Awaited<ReturnType<typeof migratedPostgres>>;
beforeAll(async () => {
  lite = await migratedPglite();
  postgres = await migratedPostgres();
}, 120_000);
afterAll(async () => {
  await lite.close();
  await postgres?.drop();
});

describeSandboxStorageContract('sql on PGlite', async () => {
  await emptyPurchaseTables(lite);
  return new SqlSandboxStorage(lite.db);
});

describeSandboxStorageContract('sql on PostgreSQL', async () => {
  if (!postgres) throw new Error('PostgreSQL does not answer (TEST_DATABASE_URL)');
  await emptyPurchaseTables(postgres.database);
  return new SqlSandboxStorage(postgres.database.db);
});

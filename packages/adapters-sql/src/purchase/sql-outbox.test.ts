import { outboxContract } from '@tripx/application/test-support';
import { describeOnPostgres } from '@tripx/testing/postgres';
import { afterAll, beforeAll, describe } from 'vitest';
import type { Database } from '../database/database';
import { emptyPurchaseTables, migratedPglite, migratedPostgres } from '../test-support/purchase-databases';
import { SqlOutbox } from './sql-outbox';

/** The outbox contract on a database opened once for the block and emptied before each case. */
const onDatabase = (open: () => Promise<{ database: Database; drop: () => Promise<void> }>) => {
  let opened: { database: Database; drop: () => Promise<void> };
  beforeAll(async () => {
    opened = await open();
  }, 120_000);
  afterAll(() => opened?.drop());
  outboxContract(async () => {
    await emptyPurchaseTables(opened.database);
    return new SqlOutbox(opened.database.db);
  });
};

describe('SQL outbox on PGlite', () =>
  onDatabase(async () => {
    const database = await migratedPglite();
    return { database, drop: () => database.close() };
  }));
await describeOnPostgres('SQL outbox on PostgreSQL', () => onDatabase(migratedPostgres));

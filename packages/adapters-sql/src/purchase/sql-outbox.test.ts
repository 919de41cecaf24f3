import { outboxContract } from '../../../application/src/delivery/test-support/outbox.contract';
import { afterAll, beforeAll, describe } from 'vitest';
import type { Database } from '../database/database';
import { emptyPurchaseTables, migratedPglite, migratedPostgres } from '../test-support/purchase-databases';
import { SqlOutbox } from './sql-outbox';

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

describe('SQL outbox on PGlite', () => {
  outboxContract(async () => {
    await emptyPurchaseTables(lite);
    return new SqlOutbox(lite.db);
  });
});

describe('SQL outbox on PostgreSQL', () => {
  outboxContract(async () => {
    if (!postgres) throw new Error('PostgreSQL does not answer (TEST_DATABASE_URL)');
    await emptyPurchaseTables(postgres.database);
    return new SqlOutbox(postgres.database.db);
  });
});

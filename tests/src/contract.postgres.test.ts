import { describeOnPostgres } from '@tripx/testing/postgres';
import { defineContractSuite } from './contract-suite';
import { postgresDatabase } from './support/databases';

await describeOnPostgres('API contract on PostgreSQL', () =>
  defineContractSuite('PostgreSQL', postgresDatabase),
);

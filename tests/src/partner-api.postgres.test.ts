import { describeOnPostgres } from '@tripx/testing/postgres';
import { definePartnerApiSuite } from './partner-api-suite';
import { postgresDatabase } from './support/databases';

await describeOnPostgres('the partner API on PostgreSQL', () =>
  definePartnerApiSuite('PostgreSQL', postgresDatabase),
);

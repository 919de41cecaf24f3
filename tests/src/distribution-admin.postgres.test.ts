import { describeOnPostgres } from '@tripx/testing/postgres';
import { defineDistributionAdminSuite } from './distribution-admin-suite';
import { postgresDatabase } from './support/databases';

await describeOnPostgres('distribution administration on PostgreSQL', () =>
  defineDistributionAdminSuite('PostgreSQL', postgresDatabase),
);

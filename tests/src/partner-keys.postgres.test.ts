import { describeOnPostgres } from '@tripx/testing/postgres';
import { definePartnerKeysSuite } from './partner-keys-suite';
import { postgresDatabase } from './support/databases';

await describeOnPostgres('partner keys on PostgreSQL', () =>
  definePartnerKeysSuite('PostgreSQL', postgresDatabase),
);

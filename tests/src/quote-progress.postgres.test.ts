import { describeOnPostgres } from '@tripx/testing/postgres';
import { defineQuoteProgressSuite } from './quote-progress-suite';
import { postgresDatabase } from './support/databases';

await describeOnPostgres('the quote in progress on PostgreSQL', () =>
  defineQuoteProgressSuite('PostgreSQL', postgresDatabase),
);

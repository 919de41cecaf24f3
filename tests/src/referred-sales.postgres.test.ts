import { describeOnPostgres } from '@tripx/testing/postgres';
import { defineReferredSalesSuite } from './referred-sales-suite';
import { postgresDatabase } from './support/databases';

await describeOnPostgres("a consumer's sale through a partner's link on PostgreSQL", () =>
  defineReferredSalesSuite('PostgreSQL', postgresDatabase),
);

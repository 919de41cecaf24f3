import { describeOnPostgres } from '@tripx/testing/postgres';
import { defineDurabilitySuite } from './durability-suite';
import { pgliteDatabase, postgresDatabase } from './support/databases';

defineDurabilitySuite('PGlite (embedded)', async () => pgliteDatabase());
await describeOnPostgres('durability on PostgreSQL', () =>
  defineDurabilitySuite('PostgreSQL', postgresDatabase),
);

import { describeOnPostgres } from '@tripx/testing/postgres';
import { definePolicyMaintenanceSuite } from './policy-maintenance-suite';
import { postgresDatabase } from './support/databases';

await describeOnPostgres('policy maintenance on PostgreSQL', () =>
  definePolicyMaintenanceSuite('PostgreSQL', postgresDatabase),
);

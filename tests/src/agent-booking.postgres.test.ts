import { describeOnPostgres } from '@tripx/testing/postgres';
import { defineAgentBookingSuite } from './agent-booking-suite';
import { postgresDatabase } from './support/databases';

await describeOnPostgres('agent booking on PostgreSQL', () =>
  defineAgentBookingSuite('PostgreSQL', postgresDatabase),
);

import { describeOnPostgres } from '@tripx/testing/postgres';
import { postgresDatabase } from './support/databases';
import { defineWebhooksSuite } from './webhooks-suite';

await describeOnPostgres('webhooks on PostgreSQL', () => defineWebhooksSuite('PostgreSQL', postgresDatabase));

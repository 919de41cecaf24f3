import { describeOnPostgres } from '@tripx/testing/postgres';
import { definePurchaseConfirmationSuite } from './purchase-confirmation-suite';
import { postgresDatabase } from './support/databases';

await describeOnPostgres("a purchase's confirmation on PostgreSQL", () =>
  definePurchaseConfirmationSuite('PostgreSQL', postgresDatabase),
);

import { describe, it } from 'vitest';
import { defineDistributionAdminSuite } from './distribution-admin-suite';
import { postgresDatabase, postgresOrReason } from './support/databases';

const postgres = await postgresOrReason();
if (postgres.ok) defineDistributionAdminSuite('PostgreSQL', postgresDatabase);
else
  describe.skip(`distribution administration on PostgreSQL — ${postgres.reason}`, () =>
    it('skipped', () => undefined));

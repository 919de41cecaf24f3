import { describe, it } from 'vitest';
import { definePolicyMaintenanceSuite } from './policy-maintenance-suite';
import { postgresDatabase, postgresOrReason } from './support/databases';

const postgres = await postgresOrReason();
if (postgres.ok) definePolicyMaintenanceSuite('PostgreSQL', postgresDatabase);
else if (process.env['CI'] === 'true')
  describe('policy maintenance on PostgreSQL', () => {
    it('needs PostgreSQL at 127.0.0.1:5432 on CI', () => {
      throw new Error(postgres.reason);
    });
  });
else
  describe.skip(`policy maintenance on PostgreSQL — ${postgres.reason}`, () =>
    it('skipped', () => undefined));

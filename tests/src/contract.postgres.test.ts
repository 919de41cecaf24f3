import { describe, it } from 'vitest';
import { defineContractSuite } from './contract-suite';
import { postgresDatabase, postgresOrReason } from './support/databases';

const postgres = await postgresOrReason();
if (postgres.ok) defineContractSuite('PostgreSQL', postgresDatabase);
else if (process.env['CI'] === 'true')
  describe('API contract on PostgreSQL', () => {
    it('needs PostgreSQL at 127.0.0.1:5432 on CI', () => {
      throw new Error(postgres.reason);
    });
  });
else describe.skip(`API contract on PostgreSQL — ${postgres.reason}`, () => it('skipped', () => undefined));

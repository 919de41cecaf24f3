import { describe, it } from 'vitest';
import { defineAgentBookingSuite } from './agent-booking-suite';
import { postgresDatabase, postgresOrReason } from './support/databases';

const postgres = await postgresOrReason();
if (postgres.ok) defineAgentBookingSuite('PostgreSQL', postgresDatabase);
else if (process.env['CI'] === 'true')
  describe('agent booking on PostgreSQL', () => {
    it('needs PostgreSQL at 127.0.0.1:5432 on CI', () => {
      throw new Error(postgres.reason);
    });
  });
else describe.skip(`agent booking on PostgreSQL — ${postgres.reason}`, () => it('skipped', () => undefined));

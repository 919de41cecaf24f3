import { describe, it } from 'vitest';
import { defineDurabilitySuite } from './durability-suite';
import { pgliteDatabase, postgresDatabase, postgresOrReason } from './support/databases';

defineDurabilitySuite('PGlite (embedded)', async () => pgliteDatabase());

const postgres = await postgresOrReason();
if (postgres.ok) defineDurabilitySuite('PostgreSQL', postgresDatabase);
else if (process.env['CI'] === 'true')
  describe('durability on PostgreSQL', () => {
    it('needs PostgreSQL at 127.0.0.1:5432 on CI', () => {
      throw new Error(postgres.reason);
    });
  });
else describe.skip(`durability on PostgreSQL — ${postgres.reason}`, () => it('skipped', () => undefined));

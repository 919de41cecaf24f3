import { tallySales, type SalesTally } from '@tripx/application';
import type { CalendarDate } from '@tripx/domain';
import { describeOnPostgres } from '@tripx/testing/postgres';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../database/database';
import { seedDatabase } from '../seed/seed';
import { migratedPglite, migratedPostgres } from '../test-support/purchase-databases';
import { SEED_OPTIONS } from '../test-support/seeded-database';
import { salesJournal, salesTallies } from './sql-sales';

const FROM = '2000-01-01' as CalendarDate;
const TO = '2100-12-31' as CalendarDate;
const ORGS = ['CM', 'MAPLE', 'MAPLE-MTL', 'MAPLE-TOR', 'NORTHBANK'];
const order = (ts: readonly SalesTally[]) =>
  [...ts].sort((a, b) =>
    `${a.purchaseDay}${a.organizationCode}${a.agentRef}`.localeCompare(
      `${b.purchaseDay}${b.organizationCode}${b.agentRef}`,
    ),
  );

const contract = (engine: string, open: () => Promise<{ database: Database; drop: () => Promise<void> }>) =>
  describe(`sales tallies of the SalesActivity report (${engine})`, () => {
    let database: Database;
    let drop: () => Promise<void>;
    beforeAll(async () => {
      ({ database, drop } = await open());
      await seedDatabase(database, SEED_OPTIONS);
    }, 120_000);
    afterAll(() => drop());

    it('count the journal: the same travellers, bookings and premiums per day, organization and agent', async () => {
      const journal = await salesJournal(database.db, ORGS, FROM, TO);
      expect(journal.length).toBeGreaterThan(3);
      const tallies = await salesTallies(database.db, ORGS, FROM, TO);
      expect(order(tallies)).toEqual(order(tallySales(journal)));
      expect(await salesTallies(database.db, ['MAPLE-TOR'], FROM, TO)).toEqual(
        tallySales(journal.filter((s) => s.organizationCode === 'MAPLE-TOR')),
      );
      expect(await salesTallies(database.db, [], FROM, TO)).toEqual([]);
      // Also from inside a transaction (the report sets its plan mode in the caller's transaction).
      const inside = await database.db.transaction().execute((trx) => salesTallies(trx, ORGS, FROM, TO));
      expect(order(inside)).toEqual(order(tallies));
    });

    it('read bookings and travellers through the covering indexes of migration 016', async () => {
      const plan = await database.db.transaction().execute(async (trx) => {
        await sql`set local enable_seqscan = off`.execute(trx);
        const { rows } = await sql<Record<string, string>>`explain select g.application_date,
            count(distinct g.group_number), count(*), sum(p.premium_total_cents)
          from policy_groups g join policies p on p.group_number = g.group_number
          where g.organization_code in ('MAPLE', 'MAPLE-TOR') and g.application_date >= ${FROM}
            and g.application_date <= ${TO} and p.status <> 'QUOTE'
          group by g.application_date`.execute(trx);
        return rows.map((r) => Object.values(r).join(' ')).join('\n');
      });
      expect(plan).toContain('policy_groups_org_application_cover_idx');
      expect(plan).toContain('policies_group_sales_idx');
    });
  });

contract('PGlite', async () => {
  const database = await migratedPglite();
  return { database, drop: () => database.close() };
});
await describeOnPostgres('sales tallies on PostgreSQL', () => contract('PostgreSQL', migratedPostgres));

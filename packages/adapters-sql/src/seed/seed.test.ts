import { existsSync } from 'node:fs';
import { catalogueRerater } from '@tripx/application';
import { addDays, calendarDateAt, LICENCE_STATUSES, USER_ROLES } from '@tripx/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../database/database';
import { SEED_OPTIONS, seededDatabase } from '../test-support/seeded-database';
import { SqlPolicyMaintenanceStore } from '../repositories/sql-policy-maintenance.store';
import { DEMO_POLICY_NUMBERS } from './demo-policies.data';
import { seedDatabase, type SeedReport } from './seed';

describe('first-start seed', () => {
  let database: Database;
  let report: SeedReport;
  beforeAll(async () => {
    ({ database, report } = await seededDatabase());
  }, 120_000);
  afterAll(() => database.close());

  it('seeds CM as the b2c default, an agency with two children, and a white label with a logo', async () => {
    const orgs = await database.db.selectFrom('organizations').selectAll().orderBy('code').execute();
    const cm = orgs.find((o) => o.code === 'CM');
    expect(cm).toMatchObject({ sales_channel: 'b2c', is_default: true });
    expect(orgs.filter((o) => o.parent_code === 'MAPLE').map((o) => o.sales_channel)).toEqual(['b2b', 'b2b']);
    const wl = orgs.find((o) => o.white_label_reference_id !== null);
    expect(wl?.white_label_logo_file).toMatch(/\.svg$/);
    // Every agency has its logo to show (issue 16 item 10), and the server has each logo file.
    expect(orgs.filter((o) => o.category === 'AGENCY' && !o.white_label_logo_file)).toEqual([]);
    for (const o of orgs)
      if (o.white_label_logo_file)
        expect(
          existsSync(new URL(`../../../server/assets/logos/${o.white_label_logo_file}`, import.meta.url)),
        ).toBe(true);
    expect(cm?.contract_content['fr']?.['banner']).toMatch(/Assurance voyage/);
  });

  it('has a user for every role and licences in every status', async () => {
    const roles = await database.db.selectFrom('users').select('role_code').distinct().execute();
    expect(roles.map((r) => r.role_code).sort()).toEqual([...USER_ROLES].sort());
    const statuses = await database.db.selectFrom('licences').select('status').distinct().execute();
    expect(statuses.map((s) => s.status).sort()).toEqual([...LICENCE_STATUSES].sort());
  });

  it('mirrors the domain role → claims mapping, admin holding every claim', async () => {
    const admin = await database.db
      .selectFrom('role_claims')
      .select('claim')
      .where('role_code', '=', 'Staff_Admin')
      .execute();
    expect(admin.length).toBe(33);
  });

  it('loads countries with French names and thousands of airports from the data package', async () => {
    const us = await database.db
      .selectFrom('countries')
      .selectAll()
      .where('code', '=', 'US')
      .executeTakeFirstOrThrow();
    expect(us.name_fr).toBe('États-Unis d’Amérique');
    const { n } = await database.db
      .selectFrom('travel_locations')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(n)).toBeGreaterThan(3000);
    const yul = await database.db
      .selectFrom('travel_locations')
      .selectAll()
      .where('iata', '=', 'YUL')
      .executeTakeFirstOrThrow();
    expect(yul).toMatchObject({ country: 'CA', state: 'Quebec', city: 'Montréal' });
  });

  it('runs the demo seed once: a second start changes no demo data', async () => {
    expect(report.demoSeeded).toBe(true);
    const again = await seedDatabase(database, SEED_OPTIONS);
    expect(again).toMatchObject({ demoSeeded: false, demoPartnerKeySeeded: false, referenceSeeded: false });
    const { n } = await database.db
      .selectFrom('users')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(n)).toBe(9);
  });

  it('sells every demo policy at the catalogue’s price: each re-rates to what it was sold for', async () => {
    const store = new SqlPolicyMaintenanceStore(database);
    const rerate = catalogueRerater(SEED_OPTIONS.catalogue);
    // Asked a year after the seed: every departure is past, the endorsement still re-rates as sold.
    const later = addDays(calendarDateAt(SEED_OPTIONS.now), 365);
    expect(DEMO_POLICY_NUMBERS).toContain('TX10000011');
    for (const policyNumber of DEMO_POLICY_NUMBERS) {
      const policy = await store.load(policyNumber);
      if (!policy) throw new Error(`${policyNumber} not seeded`);
      expect(rerate(policy, policy.snapshot, later), policyNumber).toEqual({
        ok: true,
        premiums: policy.paxes.map((p) => ({ policyNumber: p.policyNumber, premium: p.premiumCents })),
      });
    }
  });
});

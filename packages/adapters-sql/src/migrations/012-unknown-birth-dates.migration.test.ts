import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../database/database';
import { SqlConfirmationViews } from '../purchase/sql-confirmation-views';
import { SqlPolicyMaintenanceStore } from '../repositories/sql-policy-maintenance.store';
import { SqlPolicyReadRepository } from '../repositories/sql-policy-read.repository';
import { migratedAllBut } from '../test-support/migrated-before';
import { migrateToLatest } from './migrate';

/** A booking as written before migration 012: a traveller and a dependent with the 1900-01-01 placeholder. */
const legacyBooking = async ({ db }: Database) => {
  await sql`insert into policy_groups (group_number, organization_code, sales_channel, traveller_category,
      traveller_type, language, trip_information, province_of_residence, start_date, end_date, application_date)
    values ('G-OLD', 'CM', 'b2c', 'TRAVELLING_CANADIANS', 'FAMILY', 'en', '{}', 'ON', '2026-04-01', '2026-04-10',
      '2026-03-01')`.execute(db);
  await sql`insert into policies (policy_number, group_number, reference_number, status, first_name, last_name,
      date_of_birth, age, plan_code, plan, premium_total_cents)
    values ('TX-OLD-1', 'G-OLD', 1, 'ACTIVE', 'Ann', 'Lee', '1900-01-01', 46, 'SEMH', '{}', 1000),
      ('TX-OLD-2', 'G-OLD', 2, 'ACTIVE', 'Bob', 'Lee', '1980-02-03', 46, 'SEMH', '{}', 1000)`.execute(db);
  await sql`insert into policy_dependents (group_number, reference_number, first_name, last_name, date_of_birth)
    values ('G-OLD', 3, 'Cy', 'Lee', '1900-01-01'), ('G-OLD', 4, 'Di', 'Lee', '2015-05-06')`.execute(db);
};

const birthDates = async ({ db }: Database, table: 'policies' | 'policy_dependents') => {
  const { rows } = await sql<{ reference_number: number; born: string | null }>`
    select reference_number, date_of_birth::text as born from ${sql.table(table)}
    order by reference_number`.execute(db);
  return rows.map((r) => [r.reference_number, r.born]);
};

describe('migration 012: the 1900-01-01 birth-date placeholders become NULL (PGlite)', () => {
  let database: Database;
  beforeAll(async () => {
    database = await migratedAllBut('012-unknown-birth-dates');
    await legacyBooking(database);
    expect(await migrateToLatest(database.db)).toEqual(['012-unknown-birth-dates']);
  }, 120_000);
  afterAll(() => database.close());

  it('clears the placeholders and keeps the real dates', async () => {
    expect(await birthDates(database, 'policies')).toEqual([
      [1, null],
      [2, '1980-02-03'],
    ]);
    expect(await birthDates(database, 'policy_dependents')).toEqual([
      [3, null],
      [4, '2015-05-06'],
    ]);
  });

  it('the policy reads through the repository with the date of birth absent', async () => {
    const view = await new SqlPolicyReadRepository(database.db).findByPolicyNumber('TX-OLD-1');
    expect(view?.paxes.map((p) => [p.policyNumber, p.dateOfBirth, p.age])).toEqual([
      ['TX-OLD-1', null, 46],
      ['TX-OLD-2', '1980-02-03', 46],
    ]);
    expect(view?.dependents.map((d) => [d.referenceNumber, d.dateOfBirth])).toEqual([
      [3, null],
      [4, '2015-05-06'],
    ]);
  });

  it('the maintenance store loads it: the undated dependent has no date of birth, never 1900-01-01', async () => {
    const policy = await new SqlPolicyMaintenanceStore(database).load('TX-OLD-1');
    expect(policy?.snapshot.dependents).toEqual([
      { referenceNumber: 3, firstName: 'Cy', lastName: 'Lee' },
      { referenceNumber: 4, firstName: 'Di', lastName: 'Lee', dateOfBirth: '2015-05-06' },
    ]);
  });

  it('the confirmation view reads it with the date of birth absent', async () => {
    const view = await new SqlConfirmationViews(database.db).confirmationView('TX-OLD-1');
    expect(view?.travellers.map((t) => t.dateOfBirth)).toEqual([null, '1980-02-03']);
    expect(view?.dependents.map((d) => d.dateOfBirth)).toEqual([null, '2015-05-06']);
  });
});

import type { SqlMigration } from './sql-migration';

/**
 * Before issue 18 a purchase (a traveller) or an endorsement (a dependent) without a date of birth
 * wrote the placeholder 1900-01-01. Nothing real can replace it: the column becomes nullable and
 * the placeholder becomes NULL, which every reader shows as absent (re-rating uses the stored age).
 */
export const unknownBirthDates: SqlMigration = {
  name: '012-unknown-birth-dates',
  statements: [
    `alter table policies alter column date_of_birth drop not null`,
    `alter table policy_dependents alter column date_of_birth drop not null`,
    `update policies set date_of_birth = null where date_of_birth = date '1900-01-01'`,
    `update policy_dependents set date_of_birth = null where date_of_birth = date '1900-01-01'`,
  ],
};

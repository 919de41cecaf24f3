import type { LogoImage } from '@tripx/application';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../database/database';
import { seededDatabase } from '../test-support/seeded-database';
import { SqlConfirmationViews } from './sql-confirmation-views';

/** A demo booking of the seed. */
const POLICY = 'TX10000011';
const LOGO: LogoImage = { mimeType: 'image/svg+xml', bytes: new Uint8Array([60, 115, 118, 103, 62]) };

/*
 * The confirmation (its PDF and e-mail) shows the organization's logo as its category does
 * (domain organizationDisplay): the insurer's direct channel never prints a file it may hold.
 */
describe('the logo of a confirmation (PGlite)', () => {
  let database: Database;
  let organization: string;
  beforeAll(async () => {
    ({ database } = await seededDatabase());
    const row = await database.db
      .selectFrom('policies as p')
      .innerJoin('policy_groups as g', 'g.group_number', 'p.group_number')
      .select('g.organization_code')
      .where('p.policy_number', '=', POLICY)
      .executeTakeFirstOrThrow();
    organization = row.organization_code;
  }, 120_000);
  afterAll(() => database?.close());

  const logoWhen = async (category: string, file: string | null) => {
    await sql`update organizations set category = ${category}, white_label_logo_file = ${file}
      where code = ${organization}`.execute(database.db);
    const asked: string[] = [];
    const views = new SqlConfirmationViews(database.db, async (f) => (asked.push(f), LOGO));
    return { logo: (await views.confirmationView(POLICY))?.organization.logo, asked };
  };

  it('an agency or a white label with a logo file prints it', async () => {
    expect(await logoWhen('AGENCY', 'maple.svg')).toEqual({ logo: LOGO, asked: ['maple.svg'] });
    expect(await logoWhen('WHITE_LABEL', 'bank.svg')).toEqual({ logo: LOGO, asked: ['bank.svg'] });
  });

  it('the direct channel prints none, even with a file; nor does an organization without one', async () => {
    expect(await logoWhen('DIRECT', 'maple.svg')).toEqual({ logo: null, asked: [] });
    expect(await logoWhen('AGENCY', null)).toEqual({ logo: null, asked: [] });
  });
});

import type { PolicyCriteria } from '@tripx/application';
import { POLICY_LIST, listPageOf } from '@tripx/domain';
import { describeOnPostgres } from '@tripx/testing/postgres';
import {
  CompiledQuery,
  createQueryId,
  sql,
  type KyselyPlugin,
  type RootOperationNode,
  type Transaction,
} from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../database/database';
import { SqlPolicyReadRepository } from '../repositories/sql-policy-read.repository';
import type { Schema } from '../schema/schema';
import { migratedPglite, migratedPostgres } from '../test-support/purchase-databases';

/** Keeps the queries a repository sends, to EXPLAIN them as they were sent. */
class Recorder implements KyselyPlugin {
  readonly nodes: RootOperationNode[] = [];
  transformQuery({ node }: { node: RootOperationNode }) {
    this.nodes.push(node);
    return node;
  }
  async transformResult<R>({ result }: { result: R }) {
    return result;
  }
}

const booking = async ({ db }: Database) => {
  await sql`insert into organizations (code, name_en, name_fr, sales_channel, language, category)
    values ('CM', 'Direct', 'Direct', 'b2c', 'en', 'DIRECT')`.execute(db);
  await sql`insert into policy_groups (group_number, organization_code, sales_channel, traveller_category,
      traveller_type, language, trip_information, province_of_residence, start_date, end_date, application_date)
    values ('G-1', 'CM', 'b2c', 'TRAVELLING_CANADIANS', 'FAMILY', 'en', '{}', 'ON', '2026-04-01', '2026-04-10',
      '2026-03-01')`.execute(db);
  await sql`insert into policies (policy_number, group_number, reference_number, status, first_name, last_name,
      date_of_birth, age, contact, plan_code, plan, premium_total_cents)
    values ('TX-1', 'G-1', 1, 'ACTIVE', 'Élodie', 'Tremblay', '1980-01-01', 46,
        '{"email": "Elodie.Tremblay@Example.com"}', 'SEMH', '{}', 1000),
      ('TX-2', 'G-1', 2, 'ACTIVE', 'Olivier', 'Tremblay-Roy', '1982-01-01', 44,
        '{"email": "olivier@example.com"}', 'SEMH', '{}', 1000)`.execute(db);
};

/** The policies found and the plans of the queries the search sent, with sequential scans off. */
const searched = async (database: Database, criteria: PolicyCriteria) =>
  database.db.transaction().execute(async (trx: Transaction<Schema>) => {
    await sql`set local enable_seqscan = off`.execute(trx);
    const recorder = new Recorder();
    const found = await new SqlPolicyReadRepository(trx.withPlugin(recorder)).search(
      criteria,
      { kind: 'ALL' },
      listPageOf(POLICY_LIST, { limit: 20 }),
    );
    const plans: string[] = [];
    for (const node of recorder.nodes) {
      const q = trx.getExecutor().compileQuery(node, createQueryId());
      const { rows } = await trx.executeQuery(CompiledQuery.raw(`explain ${q.sql}`, [...q.parameters]));
      plans.push(rows.map((r) => Object.values(r as object).join(' ')).join('\n'));
    }
    return { numbers: found.policies.map((p) => p.policyNumber), plans };
  });

const contract = (engine: string, open: () => Promise<{ database: Database; drop: () => Promise<void> }>) =>
  describe(`migration 015: policy search by name and e-mail reads an index (${engine})`, () => {
    let database: Database;
    let drop: () => Promise<void>;
    beforeAll(async () => {
      ({ database, drop } = await open());
      await booking(database);
    }, 120_000);
    afterAll(() => drop());

    it('a last-name prefix uses the last-and-first-name index', async () => {
      const { numbers, plans } = await searched(database, { lastName: 'TREMB' });
      expect(numbers).toEqual(['TX-1', 'TX-2']);
      for (const plan of plans) expect(plan).toContain('policies_last_first_prefix_idx');
    });

    it('a last and a first name use one of the name indexes (the planner picks the narrower)', async () => {
      const { numbers, plans } = await searched(database, { lastName: 'tremblay', firstName: 'éLo' });
      expect(numbers).toEqual(['TX-1']);
      for (const plan of plans) expect(plan).toMatch(/policies_(last_first|first)_prefix_idx/);
    });

    it('a first-name prefix alone uses the first-name index', async () => {
      const { numbers, plans } = await searched(database, { firstName: 'OLIV' });
      expect(numbers).toEqual(['TX-2']);
      for (const plan of plans) expect(plan).toContain('policies_first_prefix_idx');
    });

    it('an e-mail, in any case, uses the e-mail index', async () => {
      const { numbers, plans } = await searched(database, { email: 'elodie.tremblay@EXAMPLE.com' });
      expect(numbers).toEqual(['TX-1']);
      for (const plan of plans) expect(plan).toContain('policies_email_idx');
    });

    it('a prefix holding % or _ is taken literally', async () => {
      expect((await searched(database, { lastName: '%' })).numbers).toEqual([]);
      expect((await searched(database, { lastName: 'Tremblay_Roy' })).numbers).toEqual([]);
    });
  });

contract('PGlite', async () => {
  const database = await migratedPglite();
  return { database, drop: () => database.close() };
});
await describeOnPostgres('migration 015 on PostgreSQL', () => contract('PostgreSQL', migratedPostgres));

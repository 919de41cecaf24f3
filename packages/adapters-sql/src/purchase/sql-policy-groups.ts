import type { PolicyGroups } from '@tripx/application';
import type { Database } from '../database/database';
import { purchaseDb } from './purchase-schema';

/** The booking of a policy: its first policy (by reference number) holds the booking's confirmation. */
export class SqlPolicyGroups implements PolicyGroups {
  constructor(private readonly database: Database) {}

  async firstPolicyOf(policyNumber: string): Promise<string | undefined> {
    const first = await purchaseDb(this.database.db)
      .selectFrom('policies as p')
      .innerJoin('policies as f', 'f.group_number', 'p.group_number')
      .select('f.policy_number')
      .where('p.policy_number', '=', policyNumber)
      .orderBy('f.reference_number')
      .executeTakeFirst();
    return first?.policy_number;
  }
}

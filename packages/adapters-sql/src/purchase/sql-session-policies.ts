import type { SessionPolicies } from '@tripx/application';
import type { Database } from '../database/database';
import { purchaseDb } from './purchase-schema';

/** The policies each buyer's session bought (session_policies, written with the purchase). */
export class SqlSessionPolicies implements SessionPolicies {
  constructor(private readonly database: Database) {}

  async owns(sessionKey: string, policyNumber: string): Promise<boolean> {
    const row = await purchaseDb(this.database.db)
      .selectFrom('session_policies')
      .select('policy_number')
      .where('session_hash', '=', sessionKey)
      .where('policy_number', '=', policyNumber)
      .executeTakeFirst();
    return row !== undefined;
  }
}

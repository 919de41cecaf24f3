import type { SessionPolicies, SessionPurchase } from '@tripx/application';
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

  async lastPurchase(sessionKey: string): Promise<SessionPurchase | undefined> {
    const row = await purchaseDb(this.database.db)
      .selectFrom('session_policies')
      .select(['policy_number', 'created_at'])
      .where('session_hash', '=', sessionKey)
      .orderBy('created_at', 'desc')
      .orderBy('policy_number')
      .limit(1)
      .executeTakeFirst();
    return row && { policyNumber: row.policy_number, purchasedAt: new Date(row.created_at) };
  }
}

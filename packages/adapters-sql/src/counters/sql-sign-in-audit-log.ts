import type { SignInAuditEvent, SignInAuditLog } from '@tripx/application';
import type { Db } from '../database/database';
import type { CounterTables } from './counters-schema';

/** Refused and failed sign-ins, one row each, in the database (with or without Redis). */
export class SqlSignInAuditLog implements SignInAuditLog {
  constructor(private readonly db: Db) {}

  async record(event: SignInAuditEvent): Promise<void> {
    await this.db
      .withTables<CounterTables>()
      .insertInto('sign_in_audit')
      .values({
        at: event.at,
        outcome: event.outcome,
        realm: event.realm,
        account: event.account,
        address: event.address,
        retry_after_seconds: event.retryAfterSeconds,
      })
      .execute();
  }
}

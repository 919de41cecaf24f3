import type {
  ChargeRef,
  DataKey,
  InsertOutcome,
  RefundInsertOutcome,
  SandboxChargeRow,
  SandboxRefundRow,
  SandboxStorage,
  SandboxTokenRow,
} from '@tripx/application';
import type { Cents } from '@tripx/domain';

/**
 * The sandbox's state in memory, for tests and a database-less demo. Each method checks and writes
 * without awaiting in between, so on one event loop it is as atomic as the SQL contract asks.
 */
export class InMemorySandboxStorage implements SandboxStorage {
  private readonly tokens = new Map<DataKey, SandboxTokenRow>();
  private readonly charges = new Map<ChargeRef, SandboxChargeRow>();
  private readonly chargeByKey = new Map<string, SandboxChargeRow>();
  private readonly refunds: SandboxRefundRow[] = [];

  async insertToken(row: SandboxTokenRow): Promise<void> {
    this.tokens.set(row.dataKey, row);
  }

  async findToken(dataKey: DataKey): Promise<SandboxTokenRow | undefined> {
    return this.tokens.get(dataKey);
  }

  async deleteTokensExpiredBefore(before: Date): Promise<number> {
    let deleted = 0;
    for (const [key, row] of this.tokens) {
      if (row.expiresAt.getTime() < before.getTime()) {
        this.tokens.delete(key);
        deleted += 1;
      }
    }
    return deleted;
  }

  async insertCharge(row: SandboxChargeRow): Promise<InsertOutcome<SandboxChargeRow>> {
    const existing = this.chargeByKey.get(row.idempotencyKey);
    if (existing) return { inserted: false, existing };
    this.charges.set(row.chargeRef, row);
    this.chargeByKey.set(row.idempotencyKey, row);
    return { inserted: true, row };
  }

  async findChargeByRef(chargeRef: ChargeRef): Promise<SandboxChargeRow | undefined> {
    return this.charges.get(chargeRef);
  }

  async findChargeByKey(idempotencyKey: string): Promise<SandboxChargeRow | undefined> {
    return this.chargeByKey.get(idempotencyKey);
  }

  async listCapturedCharges(createdBefore: Date, createdFrom?: Date): Promise<readonly SandboxChargeRow[]> {
    const from = createdFrom?.getTime() ?? -Infinity;
    return [...this.charges.values()]
      .filter(
        (c) =>
          c.status === 'CAPTURED' &&
          c.createdAt.getTime() < createdBefore.getTime() &&
          c.createdAt.getTime() >= from,
      )
      .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
  }

  async insertRefund(row: SandboxRefundRow, chargeAmountCents: Cents): Promise<RefundInsertOutcome> {
    const existing = this.refunds.find((r) => r.idempotencyKey === row.idempotencyKey);
    if (existing) return { inserted: false, existing };
    const refundedCents = this.refunds
      .filter((r) => r.chargeRef === row.chargeRef)
      .reduce((sum, r) => sum + r.amountCents, 0);
    if (refundedCents + row.amountCents > chargeAmountCents)
      return { inserted: false, exceeds: true, refundedCents };
    this.refunds.push(row);
    return { inserted: true, row };
  }

  async findRefundByKey(idempotencyKey: string): Promise<SandboxRefundRow | undefined> {
    return this.refunds.find((r) => r.idempotencyKey === idempotencyKey);
  }

  async listRefunds(chargeRef: ChargeRef): Promise<readonly SandboxRefundRow[]> {
    return this.refunds.filter((r) => r.chargeRef === chargeRef);
  }
}

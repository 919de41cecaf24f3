import type { AttemptOutcome, DeliveryRecord, NewOutboxMessage, Outbox, OutboxMessage } from './outbox.port';

const ms = (iso: string): number => Date.parse(iso);

/**
 * The outbox in memory, for tests and single-process tools. It is also the reference of the port's
 * semantics that a SQL outbox must match (claims lease, records never revive a settled message).
 */
export class InMemoryOutbox implements Outbox {
  private readonly messages = new Map<string, OutboxMessage>();
  private readonly history: DeliveryRecord[] = [];

  async enqueue(message: NewOutboxMessage): Promise<OutboxMessage> {
    if (this.messages.has(message.id)) throw new Error(`outbox message ${message.id} already exists`);
    const row: OutboxMessage = {
      ...message,
      status: 'PENDING',
      attempts: 0,
      nextAttemptAt: message.createdAt,
      lockedUntil: null,
    };
    this.messages.set(row.id, row);
    return row;
  }

  async claimDue(now: string, limit: number, leaseMs: number): Promise<readonly OutboxMessage[]> {
    const at = ms(now);
    const due = [...this.messages.values()]
      .filter(
        (m) =>
          m.status === 'PENDING' &&
          ms(m.nextAttemptAt) <= at &&
          (m.lockedUntil === null || ms(m.lockedUntil) <= at),
      )
      .sort((a, b) => ms(a.nextAttemptAt) - ms(b.nextAttemptAt) || ms(a.createdAt) - ms(b.createdAt))
      .slice(0, Math.max(0, limit));
    const lockedUntil = new Date(at + leaseMs).toISOString();
    return due.map((m) => {
      const leased = { ...m, lockedUntil };
      this.messages.set(m.id, leased);
      return leased;
    });
  }

  async recordAttempt(messageId: string, outcome: AttemptOutcome): Promise<DeliveryRecord | undefined> {
    const m = this.messages.get(messageId);
    if (!m || m.status !== 'PENDING') return undefined;
    const attempt = m.attempts + 1;
    const record: DeliveryRecord = {
      id: outcome.id,
      messageId,
      policyNumber: m.policyNumber,
      channel: 'EMAIL',
      document: m.payload.kind,
      recipient: m.recipient,
      language: m.language,
      attempt,
      at: outcome.at,
      status: outcome.status,
      errorCode: outcome.status === 'SENT' ? null : outcome.errorCode,
      error: outcome.status === 'SENT' ? null : outcome.error,
    };
    const status =
      outcome.status === 'SENT' ? 'SENT' : outcome.retryAt === null ? 'FAILED' : ('PENDING' as const);
    this.messages.set(messageId, {
      ...m,
      attempts: attempt,
      status,
      nextAttemptAt: status === 'PENDING' && outcome.retryAt !== null ? outcome.retryAt : m.nextAttemptAt,
      lockedUntil: null,
    });
    this.history.push(record);
    return record;
  }

  async deliveries(policyNumber: string): Promise<readonly DeliveryRecord[]> {
    return this.history.filter((r) => r.policyNumber === policyNumber);
  }

  /** Test view: a message as stored. */
  message(id: string): OutboxMessage | undefined {
    return this.messages.get(id);
  }

  /** Test view: every history row, in the order written. */
  allDeliveries(): readonly DeliveryRecord[] {
    return [...this.history];
  }
}

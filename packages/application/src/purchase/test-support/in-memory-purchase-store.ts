import type { PolicyStatus } from '@tripx/domain';
import type { NewOutboxMessage } from '../../delivery/outbox.port';
import type {
  Activation,
  KeyClaim,
  KeyStart,
  PendingBooking,
  PolicyPayment,
  PurchaseStore,
  StoredAnswer,
} from '../purchase.ports';

/** The purchase store in memory: the reference of the port's semantics for the use-case tests. */
export class InMemoryPurchaseStore implements PurchaseStore {
  readonly keys = new Map<string, { hash: string; answer?: StoredAnswer }>();
  readonly bookings = new Map<string, PendingBooking>();
  readonly statuses = new Map<string, PolicyStatus>();
  /** When each booking was written PENDING (the booking's now). */
  private readonly writtenAt = new Map<string, Date>();
  readonly payments: PolicyPayment[] = [];
  readonly outbox: NewOutboxMessage[] = [];
  /** Test switch: the next activation throws (a database failure). */
  failActivation = false;
  private counter = 0;

  constructor(private readonly categories: Readonly<Record<string, string>> = { CM: 'DIRECT' }) {}

  async claimKey(input: {
    scope: string;
    key: string;
    requestHash: string;
    start: KeyStart;
  }): Promise<KeyClaim> {
    const id = `${input.scope}|${input.key}`;
    const row = this.keys.get(id);
    if (!row) {
      const { start } = input;
      if (start.kind === 'answer') this.keys.set(id, { hash: input.requestHash, answer: start.answer });
      else {
        this.keys.set(id, { hash: input.requestHash });
        this.insertPending(start.booking);
      }
      return { kind: 'claimed' };
    }
    if (row.hash !== input.requestHash) return { kind: 'conflict' };
    return row.answer ? { kind: 'replay', answer: row.answer } : { kind: 'inProgress' };
  }
  async answerOf(scope: string, key: string): Promise<StoredAnswer | undefined> {
    return this.keys.get(`${scope}|${key}`)?.answer;
  }
  async organizationCategory(code: string): Promise<string | undefined> {
    return this.categories[code];
  }
  async nextPolicyNumbers(count: number): Promise<readonly string[]> {
    return Array.from({ length: count }, () => `TX${String(++this.counter).padStart(8, '0')}`);
  }
  private insertPending(booking: PendingBooking): void {
    this.bookings.set(booking.groupNumber, booking);
    for (const p of booking.policies) {
      this.statuses.set(p.policyNumber, 'PENDING');
      this.writtenAt.set(p.policyNumber, booking.now);
    }
  }
  async activate(a: Activation): Promise<void> {
    if (this.failActivation) throw new Error('database down');
    const booking = this.bookings.get(a.groupNumber);
    for (const p of booking?.policies ?? []) this.statuses.set(p.policyNumber, 'ACTIVE');
    this.payments.push(...a.payments);
    if (a.confirmation) this.outbox.push(a.confirmation);
    this.store(a.idempotency, a.answer);
  }
  async fail(input: {
    groupNumber: string;
    idempotency: { scope: string; key: string };
    answer: StoredAnswer;
  }): Promise<void> {
    for (const p of this.bookings.get(input.groupNumber)?.policies ?? [])
      this.statuses.set(p.policyNumber, 'INACTIVE');
    this.store(input.idempotency, input.answer);
  }
  async policyStatus(policyNumber: string): Promise<PolicyStatus | undefined> {
    return this.statuses.get(policyNumber);
  }
  async chargeRecorded(chargeRef: string): Promise<boolean> {
    return this.payments.some((p) => p.chargeRef === chargeRef);
  }
  async settleAbandoned(policyNumber: string): Promise<void> {
    if (this.statuses.get(policyNumber) === 'PENDING') this.statuses.set(policyNumber, 'INACTIVE');
  }
  async pendingBefore(before: Date): Promise<readonly string[]> {
    return [...this.statuses]
      .filter(([n, s]) => s === 'PENDING' && (this.writtenAt.get(n)?.getTime() ?? 0) < before.getTime())
      .map(([n]) => n);
  }
  private store(k: { scope: string; key: string }, answer: StoredAnswer): void {
    const id = `${k.scope}|${k.key}`;
    const row = this.keys.get(id);
    if (row) row.answer = answer;
  }
}

import type { PolicyStatus } from '@tripx/domain';
import type { NewOutboxMessage } from '../../delivery/outbox.port';
import type { NewWebhookEvent } from '../../webhooks/webhook-event';
import type {
  Activation,
  KeyClaim,
  KeyStart,
  PendingAttempt,
  PendingBooking,
  PolicyPayment,
  PurchaseStore,
} from '../purchase.ports';

export type AttemptStatus = 'PENDING' | 'PURCHASED' | 'DECLINED' | 'ABANDONED';

/** The purchase store in memory: the reference of the port's semantics for the use-case tests. */
export class InMemoryPurchaseStore<Kept> implements PurchaseStore<Kept> {
  /** The keys; `pendingSince`: when a call claimed `pending` and still without an answer was claimed. */
  readonly keys = new Map<string, { hash: string; answer?: Kept; pendingSince?: Date }>();
  /** Every attempt's booking, by group number (a policy exists only once PURCHASED). */
  readonly bookings = new Map<string, PendingBooking>();
  readonly attempts = new Map<string, AttemptStatus>();
  /** The policies: written ACTIVE by a successful purchase, never by an attempt. */
  readonly statuses = new Map<string, PolicyStatus>();
  readonly payments: PolicyPayment[] = [];
  readonly outbox: NewOutboxMessage[] = [];
  readonly events: NewWebhookEvent[] = [];
  /** Test switch: the next activation throws (a database failure). */
  failActivation = false;
  private counter = 0;
  private watermark: Date | undefined;

  constructor(private readonly categories: Readonly<Record<string, string>> = { CM: 'DIRECT' }) {}

  async claimKey(input: {
    scope: string;
    key: string;
    requestHash: string;
    now: Date;
    start: KeyStart<Kept>;
  }): Promise<KeyClaim<Kept>> {
    const id = `${input.scope}|${input.key}`;
    const row = this.keys.get(id);
    const { start } = input;
    if (row) {
      if (row.hash !== input.requestHash) return { kind: 'conflict' };
      if (row.answer) return { kind: 'replay', answer: row.answer };
      const lapsed =
        start.kind === 'pending' &&
        row.pendingSince !== undefined &&
        row.pendingSince.getTime() < start.lapsedBefore.getTime();
      if (!lapsed) return { kind: 'inProgress' };
      row.pendingSince = input.now;
      return { kind: 'claimed' };
    }
    if (start.kind !== 'booking') {
      this.keys.set(id, {
        hash: input.requestHash,
        ...(start.kind === 'answer' ? { answer: start.answer } : { pendingSince: input.now }),
      });
      return { kind: 'claimed' };
    }
    const same = this.liveAttempt(start.booking);
    if (same?.status === 'PURCHASED')
      return { kind: 'alreadyPurchased', policyNumbers: same.booking.policies.map((p) => p.policyNumber) };
    if (same) return { kind: 'sameInProgress' };
    this.keys.set(id, { hash: input.requestHash });
    this.bookings.set(start.booking.groupNumber, start.booking);
    this.attempts.set(start.booking.groupNumber, 'PENDING');
    return { kind: 'claimed' };
  }
  async answerOf(scope: string, key: string): Promise<Kept | undefined> {
    return this.keys.get(`${scope}|${key}`)?.answer;
  }
  async keep(input: { scope: string; key: string; answer: Kept }): Promise<void> {
    const row = this.keys.get(`${input.scope}|${input.key}`);
    if (row && !row.answer) {
      row.answer = input.answer;
      delete row.pendingSince;
    }
  }
  async organizationCategory(code: string): Promise<string | undefined> {
    return this.categories[code];
  }
  async nextPolicyNumbers(count: number): Promise<readonly string[]> {
    return Array.from({ length: count }, () => `TX${String(++this.counter).padStart(8, '0')}`);
  }
  async activate(a: Activation<Kept>): Promise<void> {
    if (this.failActivation) throw new Error('database down');
    if (this.attempts.get(a.groupNumber) !== 'PENDING') throw new Error('attempt is not pending');
    this.attempts.set(a.groupNumber, 'PURCHASED');
    for (const p of a.booking.policies) this.statuses.set(p.policyNumber, 'ACTIVE');
    this.payments.push(...a.payments);
    if (a.confirmation) this.outbox.push(a.confirmation);
    this.events.push(...a.events);
    this.store(a.idempotency, a.answer);
  }
  async fail(input: {
    groupNumber: string;
    idempotency: { scope: string; key: string };
    answer: Kept;
    events: readonly NewWebhookEvent[];
  }): Promise<void> {
    if (this.attempts.get(input.groupNumber) === 'PENDING') this.attempts.set(input.groupNumber, 'DECLINED');
    this.store(input.idempotency, input.answer);
    this.events.push(...input.events);
  }
  async policyStatus(policyNumber: string): Promise<PolicyStatus | undefined> {
    return this.statuses.get(policyNumber);
  }
  async chargeRecorded(chargeRef: string): Promise<boolean> {
    return this.payments.some((p) => p.chargeRef === chargeRef);
  }
  async settleAbandoned(
    policyNumber: string,
    _answer: Kept,
    _now: Date,
    events: readonly NewWebhookEvent[],
  ): Promise<void> {
    const group = this.groupOf(policyNumber);
    if (group && this.attempts.get(group) === 'PENDING') this.attempts.set(group, 'ABANDONED');
    this.events.push(...events);
  }
  async attemptOf(policyNumber: string) {
    const booking = this.bookings.get(this.groupOf(policyNumber) ?? '');
    return booking && { groupNumber: booking.groupNumber, organizationCode: booking.organizationCode };
  }
  async pendingAttempts(window: {
    from: Date | undefined;
    before: Date;
  }): Promise<readonly PendingAttempt[]> {
    const from = window.from?.getTime() ?? -Infinity;
    return [...this.attempts].flatMap(([g, s]) => {
      const b = this.bookings.get(g);
      const at = b?.now.getTime() ?? 0;
      return s === 'PENDING' && b && at >= from && at < window.before.getTime()
        ? [{ createdAt: b.now, policyNumbers: b.policies.map((p) => p.policyNumber) }]
        : [];
    });
  }
  async reconciledUntil(): Promise<Date | undefined> {
    return this.watermark;
  }
  async markReconciledUntil(at: Date): Promise<void> {
    if (!this.watermark || at.getTime() > this.watermark.getTime()) this.watermark = at;
  }
  private groupOf(policyNumber: string): string | undefined {
    return [...this.bookings.values()].find((b) => b.policies.some((p) => p.policyNumber === policyNumber))
      ?.groupNumber;
  }
  private liveAttempt(b: PendingBooking) {
    for (const [group, status] of this.attempts) {
      const booking = this.bookings.get(group) as PendingBooking;
      const live = status === 'PENDING' || status === 'PURCHASED';
      if (live && booking.sessionKey === b.sessionKey && booking.fingerprint === b.fingerprint)
        return { status, booking };
    }
    return undefined;
  }
  private store(k: { scope: string; key: string }, answer: Kept): void {
    const id = `${k.scope}|${k.key}`;
    const row = this.keys.get(id);
    if (row) row.answer = answer;
  }
}

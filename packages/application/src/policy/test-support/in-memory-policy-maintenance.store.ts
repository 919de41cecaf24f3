import type { Cents } from '@tripx/domain';
import type {
  ClaimScope,
  MoneyMove,
  MoneyOutbox,
  MoveSettlement,
  NewMoneyMove,
} from '../money-outbox/money-outbox.port';
import type {
  HistoryRow,
  MaintainedPax,
  MaintainedPolicy,
  NewLedgerPayment,
  NewNote,
  PendingUpdate,
  PolicyMaintenanceStore,
  PolicyWrite,
} from '../policy-maintenance.ports';
import type { NewWebhookEvent } from '../../webhooks/webhook-event';

const OPEN = new Set(['PENDING', 'HELD']);

/** The write side and its money outbox in memory: one booking map, the same rules as the SQL store. */
export class InMemoryPolicyMaintenanceStore implements PolicyMaintenanceStore, MoneyOutbox {
  readonly bookings = new Map<string, MaintainedPolicy>();
  readonly history: (HistoryRow & { actorRef: string | null; at: string })[] = [];
  readonly notes: NewNote[] = [];
  readonly failed = new Map<string, PendingUpdate>();
  readonly moves = new Map<string, MoneyMove & { lockedUntil?: string }>();
  /** The webhooks outbox: written with the state, released or dropped with the money it waits for. */
  events: NewWebhookEvent[] = [];

  put(policy: MaintainedPolicy): void {
    this.bookings.set(policy.groupNumber, policy);
  }

  async load(policyNumber: string): Promise<MaintainedPolicy | undefined> {
    return [...this.bookings.values()].find((b) => b.paxes.some((p) => p.policyNumber === policyNumber));
  }

  async save(w: PolicyWrite): Promise<'saved' | 'stale'> {
    const b = this.bookings.get(w.groupNumber);
    if (!b || b.version !== w.expectedVersion) return 'stale';
    const at = w.now.toISOString();
    const paxes: MaintainedPax[] = b.paxes.map((p) => ({
      ...p,
      premiumCents: (w.premiums.find((x) => x.policyNumber === p.policyNumber)?.premium ??
        p.premiumCents) as Cents,
      status: w.statuses.find((x) => x.policyNumber === p.policyNumber)?.status ?? p.status,
    }));
    this.bookings.set(w.groupNumber, {
      ...b,
      snapshot: w.snapshot ?? b.snapshot,
      paxes,
      version: b.version + 1,
    });
    this.record(w.groupNumber, w.payments, at);
    for (const m of w.moves ?? []) this.moves.set(m.id, this.queued(m, at));
    this.history.push(...w.history.map((h) => ({ ...h, actorRef: w.actorRef, at })));
    this.events.push(...(w.events ?? []));
    return 'saved';
  }

  private queued(m: NewMoneyMove, at: string): MoneyMove {
    const held = m.kind === 'REFUND' && m.held;
    return { ...m, status: held ? 'HELD' : 'PENDING', attempts: 0, nextAttemptAt: at, lastError: null };
  }

  private record(groupNumber: string, payments: readonly NewLedgerPayment[], at: string): void {
    const b = this.bookings.get(groupNumber);
    if (!b || payments.length === 0) return;
    const paxes = b.paxes.map((p) => ({
      ...p,
      payments: [
        ...p.payments,
        ...payments.filter((x) => x.policyNumber === p.policyNumber).map((x) => ({ ...x, paymentDate: at })),
      ],
    }));
    this.bookings.set(groupNumber, { ...b, paxes });
  }

  async claimDue(now: string, limit: number, leaseMs: number, scope: ClaimScope = {}) {
    const due = [...this.moves.values()]
      .filter((m) => m.status === 'PENDING' && m.nextAttemptAt <= now)
      .filter((m) => scope.takeOver || !m.lockedUntil || m.lockedUntil <= now)
      .filter((m) => scope.groupNumber === undefined || m.groupNumber === scope.groupNumber)
      .slice(0, limit);
    const lockedUntil = new Date(Date.parse(now) + leaseMs).toISOString();
    for (const m of due) this.moves.set(m.id, { ...m, lockedUntil });
    return due;
  }

  async settle(move: MoneyMove, outcome: MoveSettlement, now: Date): Promise<'recorded' | 'settled'> {
    const current = this.moves.get(move.id);
    if (current?.status !== 'PENDING') return 'settled';
    const at = now.toISOString();
    const siblings = [...this.moves.values()].filter(
      (m) => m.actionKey === move.actionKey && m.status === 'HELD',
    );
    if (outcome.kind === 'RETRY') {
      const { lockedUntil: _free, ...rest } = current;
      this.moves.set(move.id, {
        ...rest,
        attempts: current.attempts + 1,
        nextAttemptAt: outcome.at,
        lastError: outcome.error,
      });
      return 'recorded';
    }
    this.moves.set(move.id, { ...current, status: outcome.kind, attempts: current.attempts + 1 });
    if (outcome.kind === 'DONE') {
      this.record(move.groupNumber, outcome.payments, at);
      for (const s of siblings) this.moves.set(s.id, { ...s, status: 'PENDING' });
      this.events = this.events.map((e) =>
        e.heldBy === move.id ? { ...e, heldBy: null, occurredAt: at } : e,
      );
      return 'recorded';
    }
    for (const s of siblings) this.moves.set(s.id, { ...s, status: 'CANCELLED' });
    const undone = new Set([move.id, ...siblings.map((s) => s.id)]);
    this.events = this.events.filter((e) => e.heldBy === null || !undone.has(e.heldBy));
    if (move.kind === 'CHARGE')
      await this.save({
        ...move.revert,
        groupNumber: move.groupNumber,
        payments: [],
        actorRef: null,
        now,
      });
    return 'recorded';
  }

  async hasOpenMoves(groupNumber: string): Promise<boolean> {
    return [...this.moves.values()].some((m) => m.groupNumber === groupNumber && OPEN.has(m.status));
  }

  async addNote(note: NewNote): Promise<void> {
    this.notes.push(note);
  }
  async keepFailedUpdate(u: PendingUpdate): Promise<void> {
    this.failed.set(u.policyNumber, u);
  }
  async failedUpdate(n: string): Promise<PendingUpdate | undefined> {
    return this.failed.get(n);
  }
  async clearFailedUpdate(n: string): Promise<void> {
    this.failed.delete(n);
  }
}

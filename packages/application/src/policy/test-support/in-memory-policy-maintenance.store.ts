import type { Cents, EndorsementSnapshot } from '@tripx/domain';
import type {
  HistoryRow,
  MaintainedPax,
  MaintainedPolicy,
  NewNote,
  PendingUpdate,
  PolicyMaintenanceStore,
  PolicyWrite,
} from '../policy-maintenance.ports';

/** The write side in memory: one booking map, the same version rule as the SQL store. */
export class InMemoryPolicyMaintenanceStore implements PolicyMaintenanceStore {
  readonly bookings = new Map<string, MaintainedPolicy>();
  readonly history: (HistoryRow & { actorRef: string | null; at: string })[] = [];
  readonly notes: NewNote[] = [];
  readonly failed = new Map<string, PendingUpdate>();

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
      payments: [
        ...p.payments,
        ...w.payments
          .filter((x) => x.policyNumber === p.policyNumber)
          .map((x) => ({ ...x, paymentDate: at })),
      ],
    }));
    const snapshot: EndorsementSnapshot = w.snapshot ?? b.snapshot;
    this.bookings.set(w.groupNumber, { ...b, snapshot, paxes, version: b.version + 1 });
    this.history.push(...w.history.map((h) => ({ ...h, actorRef: w.actorRef, at })));
    return 'saved';
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

import type {
  CalendarDate,
  CancellationRule,
  Cents,
  EndorsementDependent,
  EndorsementSnapshot,
  PaxPremium,
  PaymentMethod,
  PolicyChange,
  PolicyStatus,
  TransactionType,
} from '@tripx/domain';
import type { RatingContext } from './rating-context';

/** One recorded money movement of a traveller policy (spec 3 payments), as the ledger keeps it. */
export interface LedgerPayment {
  readonly id: string;
  readonly policyNumber: string;
  readonly paymentDate: string;
  readonly type: TransactionType;
  readonly method: PaymentMethod | string;
  readonly amountCents: Cents;
  readonly brand: string | null;
  readonly last4: string | null;
  /** The provider's charge this payment is (CHARGE) or gives money back from (REFUND); null off-card. */
  readonly chargeRef: string | null;
  /** The idempotency key of a card charge: how the token on file is found again. */
  readonly chargeKey: string | null;
}

export interface MaintainedPax {
  readonly policyNumber: string;
  readonly status: PolicyStatus;
  readonly premiumCents: Cents;
  readonly payments: readonly LedgerPayment[];
}

/** A booking as the write side sees it: scope, version, what an endorsement may change, money. */
export interface MaintainedPolicy {
  readonly groupNumber: string;
  readonly organizationCode: string;
  readonly soldBy: string | null;
  /** Optimistic concurrency: a save names the version it read. */
  readonly version: number;
  readonly ratesVersion: string;
  readonly snapshot: EndorsementSnapshot;
  readonly paxes: readonly MaintainedPax[];
  readonly hasClaim: boolean;
  /** What the server's re-rater needs beyond the snapshot; absent when a row's sale cannot be read. */
  readonly ratingContext?: RatingContext;
}

export type NewLedgerPayment = Omit<LedgerPayment, 'paymentDate'>;

/** A dependent as a policy keeps it: with a real date of birth, never an invented one. */
export type DatedDependent = EndorsementDependent & { readonly dateOfBirth: CalendarDate };

/** The changes an endorsement writes: every dependent has its date of birth. */
export type DatedSnapshot = EndorsementSnapshot & { readonly dependents: readonly DatedDependent[] };

export interface HistoryRow {
  readonly policyNumber: string;
  readonly action: string;
  readonly change: PolicyChange | null;
}

/** Everything one action writes, in one transaction, only if the booking is still at `expectedVersion`. */
export interface PolicyWrite {
  readonly groupNumber: string;
  readonly expectedVersion: number;
  readonly snapshot?: DatedSnapshot;
  readonly premiums: readonly PaxPremium[];
  readonly statuses: readonly { readonly policyNumber: string; readonly status: PolicyStatus }[];
  readonly payments: readonly NewLedgerPayment[];
  readonly history: readonly HistoryRow[];
  readonly actorRef: string | null;
  readonly now: Date;
}

export interface NewNote {
  readonly id: string;
  readonly ownerCode: string;
  readonly note: string;
  readonly authorRef: string;
  readonly authorName: string;
  readonly now: Date;
}

/** A failed endorsement kept so that retry-policy-update can run it again. */
export interface PendingUpdate {
  readonly policyNumber: string;
  readonly request: unknown;
  readonly code: string;
}

export interface PolicyMaintenanceStore {
  load(policyNumber: string): Promise<MaintainedPolicy | undefined>;
  /** 'stale' when another save moved the version: nothing is written. */
  save(write: PolicyWrite): Promise<'saved' | 'stale'>;
  addNote(note: NewNote): Promise<void>;
  keepFailedUpdate(update: PendingUpdate): Promise<void>;
  failedUpdate(policyNumber: string): Promise<PendingUpdate | undefined>;
  clearFailedUpdate(policyNumber: string): Promise<void>;
}

/** Re-rates a changed booking with the rate version it was sold on: one premium per traveller. */
export type PolicyRerater = (
  policy: MaintainedPolicy,
  next: EndorsementSnapshot,
  today: CalendarDate,
) =>
  | { readonly ok: true; readonly premiums: readonly PaxPremium[] }
  | { readonly ok: false; readonly code: string };

/** The cancellation terms of a rate version (catalogue/rates/*.json "cancellation"). */
export type CancellationRuleSource = (ratesVersion: string) => CancellationRule | undefined;

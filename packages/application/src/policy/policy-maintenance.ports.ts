import type {
  CalendarDate,
  CancellationRule,
  Cents,
  EndorsementSnapshot,
  PaxPremium,
  PolicyStatus,
} from '@tripx/domain';
import type { NewWebhookEvent } from '../webhooks/webhook-event';
import type { NewMoneyMove } from './money-outbox/money-outbox.port';
import type { LedgerPayment, NewLedgerPayment, PolicyStateChange } from './policy-records';
import type { RatingContext } from './rating-context';

export type {
  DatedDependent,
  DatedSnapshot,
  HistoryRow,
  LedgerPayment,
  NewLedgerPayment,
  PolicyStateChange,
} from './policy-records';

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
  /** As stored: a dependent of a policy sold before issue 18 may have no date of birth. */
  readonly snapshot: EndorsementSnapshot;
  readonly paxes: readonly MaintainedPax[];
  readonly hasClaim: boolean;
  /** What the server's re-rater needs beyond the snapshot; absent when a row's sale cannot be read. */
  readonly ratingContext?: RatingContext;
}

/**
 * Everything one action writes, in one transaction, only if the booking is still at `expectedVersion`:
 * the new state, the ledger rows of money moved off the card network, and the card moves the
 * money outbox will make (money moves after the state it pays for is saved).
 */
export interface PolicyWrite extends PolicyStateChange {
  readonly groupNumber: string;
  readonly expectedVersion: number;
  readonly payments: readonly NewLedgerPayment[];
  readonly moves?: readonly NewMoneyMove[];
  /** What the action tells the organization's webhooks (the webhooks outbox), written with it. */
  readonly events?: readonly NewWebhookEvent[];
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

import type {
  CalendarDate,
  CardBrand,
  Cents,
  Claim,
  Language,
  PolicyStatus,
  QuoteRequest,
  UserType,
} from '@tripx/domain';
import type { NewOutboxMessage } from '../delivery/outbox.port';
import type { NewWebhookEvent } from '../webhooks/webhook-event';
import type { PurchasePaymentMethod } from './contracts/purchase-request.contract';
import type { PurchaseFailure } from './purchase.errors';
import type { PurchaseReceipt } from './create-policy/purchase-receipt';
import type { ProviderCallPolicy } from '../payment/provider-call';

/** Who buys: an anonymous consumer's session, or a signed-in staff user with claims. */
export interface PurchaseCaller {
  /** Hash of the caller's session (idempotency scope, and the anonymous buyer's own policies). */
  readonly sessionKey: string;
  /** A partner's server (an API key) buying for its organization: it sells under that organization's licences. */
  readonly partnerOrganization?: string;
  readonly profileRef: string | null;
  /** The signed-in user's type: a CIAM_ID agent sells under a licence, LAN_ID staff do not; null when anonymous. */
  readonly userType: UserType | null;
  readonly claims: readonly Claim[];
  readonly organizationCode: string | null;
  readonly salesChannel: 'b2b' | 'b2c';
}

/**
 * How a purchase's result is kept under the buyer's key, so that a replay answers exactly what the
 * first request answered. The edge makes it (as it answered); to the use case it is opaque: written
 * with the outcome, handed back on a replay.
 */
export interface PurchaseAnswers<Kept> {
  readonly purchased: (receipt: PurchaseReceipt) => Kept;
  readonly refused: (failure: PurchaseFailure) => Kept;
}

/**
 * What a newly claimed key starts: the booking written PENDING (charges follow), or an answer given
 * at once (a refusal, kept for replays). Written with the claim, in the same transaction.
 */
export type KeyStart<Kept> =
  | { readonly kind: 'booking'; readonly booking: PendingBooking }
  | { readonly kind: 'answer'; readonly answer: Kept }
  /**
   * Another call under a key (a partner's quote or cancellation): its answer is kept once it has run.
   * A claim of this kind still without an answer and made before `lapsedBefore` has lapsed (its call
   * died before keeping one): it is claimed again, for this call to run.
   */
  | { readonly kind: 'pending'; readonly lapsedBefore: Date };

export type KeyClaim<Kept> =
  | { readonly kind: 'claimed' }
  | { readonly kind: 'replay'; readonly answer: Kept }
  | { readonly kind: 'conflict' }
  | { readonly kind: 'inProgress' }
  /** This session bought the same travellers, dates and plans already: the policies issued. */
  | { readonly kind: 'alreadyPurchased'; readonly policyNumbers: readonly string[] }
  /** This session's purchase of the same travellers, dates and plans is still under way. */
  | { readonly kind: 'sameInProgress' };

/** One traveller's policy as the attempt holds it, written when the purchase succeeds. */
export interface PendingPolicy {
  readonly policyNumber: string;
  readonly referenceNumber: number;
  readonly firstName: string;
  readonly lastName: string;
  readonly dateOfBirth: string;
  readonly age: number;
  readonly planCode: string;
  /** Snapshot of what the confirmation shows (plan, premium breakdown), JSON. */
  readonly plan: Readonly<Record<string, unknown>>;
  readonly totalCents: Cents;
  readonly contact: Readonly<Record<string, unknown>>;
  readonly relationship: string | null;
}

export interface PendingBooking {
  readonly groupNumber: string;
  readonly organizationCode: string;
  readonly salesChannel: 'b2b' | 'b2c';
  readonly travellerCategory: string;
  readonly travellerType: string;
  readonly language: Language;
  readonly tripInformation: Readonly<Record<string, unknown>>;
  readonly provinceOfResidence: string;
  readonly startDate: string;
  readonly endDate: string;
  readonly applicationDate: string;
  /**
   * The business day the policy applies from: today in Toronto (or the day a POLICY_ADMIN chose), never
   * the UTC day of `applicationDate` (after 19:00 or 20:00 in Toronto that is already tomorrow).
   */
  readonly applicationDay: CalendarDate;
  readonly ratesVersion: string;
  /** The priced request at the version it used (policy/rating-context.ts reads it back). */
  readonly ratingRequest: QuoteRequest;
  readonly ownerProfileRef: string | null;
  readonly referredBy: string | null;
  readonly referenceId: string | null;
  readonly employeeName: string | null;
  readonly employeeRelationship: string | null;
  readonly bill96Consent: boolean | null;
  readonly dependents: readonly {
    readonly referenceNumber: number;
    readonly dateOfBirth: string;
    readonly firstName: string | null;
    readonly lastName: string | null;
    readonly relationship: string | null;
    readonly tripCostCents: number | null;
  }[];
  readonly policies: readonly PendingPolicy[];
  /** The buyer's session: it may fetch these policies' documents. */
  readonly sessionKey: string;
  /** What makes two purchases the same (travellers, dates, plans): one success per session. */
  readonly fingerprint: string;
  readonly idempotency: { readonly scope: string; readonly key: string };
  readonly now: Date;
}

/** A payment as recorded when a policy becomes ACTIVE (brand and last four only, never a card). */
export interface PolicyPayment {
  readonly policyNumber: string;
  readonly paymentId: string;
  readonly method: PurchasePaymentMethod;
  readonly amountCents: Cents;
  readonly brand: CardBrand | null;
  readonly last4: string | null;
  readonly chargeRef: string | null;
  readonly chargeKey: string | null;
}

export interface Activation<Kept> {
  readonly groupNumber: string;
  /** The attempt's booking: its policies are written now, ACTIVE, with their payments. */
  readonly booking: PendingBooking;
  readonly payments: readonly PolicyPayment[];
  readonly confirmation: NewOutboxMessage | null;
  /** policy.issued, one per policy: written with the policies (the webhooks outbox). */
  readonly events: readonly NewWebhookEvent[];
  readonly idempotency: { readonly scope: string; readonly key: string };
  readonly answer: Kept;
  readonly actorRef: string | null;
  readonly now: Date;
}

/**
 * The write side of a purchase. Every method is one transaction; `claimKey` claims the key and writes
 * what it starts (a refusal, or the PENDING attempt: no policy yet); `activate` writes the policies
 * ACTIVE with their payments, history, confirmation e-mail, webhook events and the stored answer together. An attempt
 * that fails stays an attempt (DECLINED, ABANDONED): never a policy, never in reports or searches.
 */
export interface PurchaseStore<Kept> {
  /**
   * Claims the key and writes `start` with it; a key already taken writes nothing, and so does a
   * booking whose fingerprint this session has PENDING or PURCHASED (`sameInProgress`,
   * `alreadyPurchased`).
   */
  claimKey(input: {
    readonly scope: string;
    readonly key: string;
    readonly requestHash: string;
    readonly now: Date;
    readonly start: KeyStart<Kept>;
  }): Promise<KeyClaim<Kept>>;
  /** The stored answer once the first request finished; undefined while it runs. */
  answerOf(scope: string, key: string): Promise<Kept | undefined>;
  /**
   * Keeps the answer of a call claimed `pending`, for its replays, unless one is kept already (a call
   * whose claim lapsed and was run again: the first answer kept stays).
   */
  keep(input: {
    readonly scope: string;
    readonly key: string;
    readonly answer: Kept;
    readonly now: Date;
  }): Promise<void>;
  organizationCategory(code: string): Promise<string | undefined>;
  nextPolicyNumbers(count: number): Promise<readonly string[]>;
  activate(activation: Activation<Kept>): Promise<void>;
  /**
   * The attempt is DECLINED (never charged, or reversed) and the answer is kept, with the
   * payment.refunded events of the charges reversed; no policy written.
   */
  fail(input: {
    readonly groupNumber: string;
    readonly reason: string;
    readonly idempotency: { readonly scope: string; readonly key: string };
    readonly answer: Kept;
    readonly events: readonly NewWebhookEvent[];
    readonly now: Date;
  }): Promise<void>;
  /** ACTIVE once its purchase succeeded; undefined for a number only an attempt holds. */
  policyStatus(policyNumber: string): Promise<PolicyStatus | undefined>;
  /** True once the ledger holds a payment of this charge: it was sold, whatever became of the policy since. */
  chargeRecorded(chargeRef: string): Promise<boolean>;
  /**
   * Reconciliation: the PENDING attempt holding this number (its charge reversed) is ABANDONED;
   * activationFailed kept; the events (payment.refunded of the charge reversed) written with it.
   */
  settleAbandoned(
    policyNumber: string,
    answer: Kept,
    now: Date,
    events: readonly NewWebhookEvent[],
  ): Promise<void>;
  /** The attempt holding this policy number: its booking and organization (undefined when none does). */
  attemptOf(
    policyNumber: string,
  ): Promise<{ readonly groupNumber: string; readonly organizationCode: string } | undefined>;
  /**
   * Reconciliation: the attempts still PENDING written in [from, before) — from the watermark on
   * (all of them while there is none), oldest first.
   */
  pendingAttempts(window: {
    readonly from: Date | undefined;
    readonly before: Date;
  }): Promise<readonly PendingAttempt[]>;
  /** Reconciliation's watermark: everything before it is settled (undefined before the first sweep). */
  reconciledUntil(): Promise<Date | undefined>;
  /** Moves the watermark to `at` unless it is already later (it never moves back). */
  markReconciledUntil(at: Date): Promise<void>;
}

/** An attempt reconciliation finds PENDING: when it was written, and its policy numbers. */
export interface PendingAttempt {
  readonly createdAt: Date;
  readonly policyNumbers: readonly string[];
}

/** The policies a buyer's session bought: an anonymous buyer may fetch only their documents. */
export interface SessionPolicies {
  owns(sessionKey: string, policyNumber: string): Promise<boolean>;
  /** The session's latest purchase: one of its policies, and when it was bought. */
  lastPurchase(sessionKey: string): Promise<SessionPurchase | undefined>;
}

/** A purchase a session made, named by one of its policies (any of them reads the whole booking). */
export interface SessionPurchase {
  readonly policyNumber: string;
  readonly purchasedAt: Date;
}

/** What every purchase use case needs beside its ports: a clock, ids, a hash, a log, timings. */
export interface PurchaseSupport {
  readonly now: () => Date;
  readonly newId: () => string;
  /** sha-256 (hex) of a text. */
  readonly hash: (text: string) => string;
  /** Structured log line (no card data ever reaches it). */
  readonly log: (event: string, data: Readonly<Record<string, unknown>>) => void;
  /** How long a concurrent replay waits for the first request's answer. */
  readonly replayWaitMs?: number;
  /** How long a partner's quote or cancellation holds its key without an answer (DEFAULT_KEY_LEASE_MS otherwise). */
  readonly keyLeaseMs?: number;
  /** Timeout and retries of the payment provider's calls. */
  readonly providerCalls?: ProviderCallPolicy;
  /** Reconciliation leaves alone what is younger than this (another instance may be finishing it). */
  readonly reconcileGraceMs: number;
}

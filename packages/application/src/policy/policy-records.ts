import type {
  CalendarDate,
  Cents,
  EndorsementDependent,
  EndorsementSnapshot,
  PaxPremium,
  PaymentMethod,
  PolicyChange,
  PolicyStatus,
  TransactionType,
} from '@tripx/domain';

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

/** What an action changes on a booking, apart from money. */
export interface PolicyStateChange {
  /**
   * An endorsement writes a DatedSnapshot; a revert writes back the snapshot it loaded, where a
   * dependent of an older policy may have no date of birth (stored as NULL, never invented).
   */
  readonly snapshot?: EndorsementSnapshot;
  readonly premiums: readonly PaxPremium[];
  readonly statuses: readonly { readonly policyNumber: string; readonly status: PolicyStatus }[];
  readonly history: readonly HistoryRow[];
}

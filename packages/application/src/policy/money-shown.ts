import type { Cents } from '@tripx/domain';
import { Effect } from 'effect';
import { firstCardCharge } from './money-moves';
import { policyConflict, type PolicyConflict } from './policy-maintenance.errors';
import type { LedgerPayment, MaintainedPax, MaintainedPolicy } from './policy-maintenance.ports';

/** A card as staff see it before and after money moves: its brand and last four digits, never more. */
export interface ShownCard {
  readonly brand: string | null;
  readonly last4: string | null;
}

/** One money movement an action made, as its result shows it. */
export interface ActionTransaction {
  readonly policyNumber: string;
  readonly type: string;
  readonly method: string;
  readonly amountCents: number;
  readonly brand: string | null;
  readonly last4: string | null;
  /** The payment provider's reference of the charge (or of the charge a refund goes back to). */
  readonly reference: string | null;
  /** When the ledger recorded it (ISO instant). */
  readonly date: string;
}

export const shownCard = (payment: LedgerPayment | undefined): ShownCard | null =>
  payment ? { brand: payment.brand, last4: payment.last4 } : null;

/** The card a charge by TOKEN ("card on file") goes to. */
export const cardOnFile = (paxes: readonly MaintainedPax[]): ShownCard | null =>
  shownCard(firstCardCharge(paxes));

/**
 * The amount the staff member confirmed must be the amount the server computes now, with the same
 * function the action applies: otherwise nothing is done (amountChanged) and the new preview is shown.
 * No confirmed amount: a caller that confirms nothing (the command line, an API client).
 */
export const confirmedAmount = (
  confirmed: number | undefined,
  computed: Cents | number,
): Effect.Effect<void, PolicyConflict> =>
  confirmed === undefined || confirmed === computed
    ? Effect.void
    : Effect.fail(policyConflict('amountChanged'));

/** The ledger rows of `after` that `before` did not have: the money the action moved. */
export const transactionsAdded = (
  before: MaintainedPolicy,
  after: MaintainedPolicy | undefined,
): readonly ActionTransaction[] => {
  const known = new Set(before.paxes.flatMap((p) => p.payments.map((x) => x.id)));
  return (after?.paxes ?? [])
    .flatMap((p) => p.payments)
    .filter((p) => !known.has(p.id))
    .map((p) => ({
      policyNumber: p.policyNumber,
      type: p.type,
      method: p.method,
      amountCents: p.amountCents,
      brand: p.brand,
      last4: p.last4,
      reference: p.chargeRef,
      date: p.paymentDate,
    }))
    .sort((a, b) => a.date.localeCompare(b.date));
};

/** The booking again after the action wrote it and moved its money: the transactions it added. */
export const transactionsOfAction = (
  store: { load(policyNumber: string): Promise<MaintainedPolicy | undefined> },
  before: MaintainedPolicy,
  policyNumber: string,
): Effect.Effect<readonly ActionTransaction[]> =>
  Effect.map(
    Effect.promise(() => store.load(policyNumber)),
    (after) => transactionsAdded(before, after),
  );

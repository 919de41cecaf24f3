import type { Cents, PaymentMethod } from '@tripx/domain';
import type { NewLedgerPayment, PolicyStateChange } from '../policy-records';

/**
 * PENDING until the provider took (or gave back) the money: DONE. A charge the card declines is
 * DECLINED and its action is undone; HELD refunds of that action wait for its charge and are
 * CANCELLED with it. A refund is never declined: it stays PENDING until the provider answers.
 */
export const MONEY_MOVE_STATUSES = ['PENDING', 'HELD', 'DONE', 'DECLINED', 'CANCELLED'] as const;
export type MoneyMoveStatus = (typeof MONEY_MOVE_STATUSES)[number];

/** One traveller policy's share of a move: one ledger row each once the money moved. */
export interface MoneyMovePart {
  readonly policyNumber: string;
  readonly amountCents: Cents;
}

/** What the booking goes back to when the card declines the action's charge (a compensating write). */
export type PolicyRevert = PolicyStateChange & {
  /** The version the action wrote: the revert applies only on top of it. */
  readonly expectedVersion: number;
};

interface MoveBase {
  readonly id: string;
  readonly groupNumber: string;
  /** Names the action and the booking version it was written at (`cancel:P1:v3`); several moves may share it. */
  readonly actionKey: string;
  /** Sent to the provider: a retry after a crash replays the first answer, never moves money twice. */
  readonly idempotencyKey: string;
  /** The ledger method once moved (CREDIT_CARD, TOKEN, ORIGINAL). */
  readonly method: PaymentMethod;
  readonly parts: readonly MoneyMovePart[];
}

export type NewMoneyMove =
  | (MoveBase & {
      readonly kind: 'CHARGE';
      /** The card token charged (the token on file, or the new card's). */
      readonly dataKey: string;
      readonly revert: PolicyRevert;
    })
  | (MoveBase & {
      readonly kind: 'REFUND';
      /** The charge the money goes back to, and its card (for the ledger row). */
      readonly chargeRef: string;
      readonly brand: string | null;
      readonly last4: string | null;
      /** HELD while a charge of the same action is still PENDING. */
      readonly held: boolean;
    });

export type MoneyMove = NewMoneyMove & {
  readonly status: MoneyMoveStatus;
  readonly attempts: number;
  readonly nextAttemptAt: string;
  readonly lastError: string | null;
};

export const amountOf = (move: Pick<MoveBase, 'parts'>): Cents =>
  move.parts.reduce((sum, p) => sum + p.amountCents, 0) as Cents;

export interface ClaimScope {
  /** Only the moves of this booking (the request that wrote them moves them at once). */
  readonly groupNumber?: string;
  /**
   * Also the moves under another worker's lease: the start-up pass takes over what a killed process
   * held. Harmless if that worker still runs: the provider replays the same key, and only the first
   * settle of a move is recorded.
   */
  readonly takeOver?: boolean;
}

/** How a claimed move ended this time. */
export type MoveSettlement =
  | { readonly kind: 'DONE'; readonly payments: readonly NewLedgerPayment[] }
  | { readonly kind: 'DECLINED'; readonly code: string }
  | { readonly kind: 'RETRY'; readonly at: string; readonly error: string };

/**
 * The money outbox (migration 008). Moves are written by PolicyMaintenanceStore.save in the
 * transaction of the state they pay for; this side leases them and records how each ended.
 */
export interface MoneyOutbox {
  /**
   * Leases up to `limit` PENDING moves due at `now` within `scope`, oldest first; a lease that runs
   * out (a crashed worker) frees the move again.
   */
  claimDue(now: string, limit: number, leaseMs: number, scope?: ClaimScope): Promise<readonly MoneyMove[]>;
  /**
   * In one transaction, and only while the move is PENDING: DONE writes its ledger rows and frees
   * the HELD refunds of its action; DECLINED applies its revert and cancels those refunds; RETRY
   * counts the attempt and waits until `at`. 'settled' when another worker got there first.
   */
  settle(move: MoneyMove, outcome: MoveSettlement, now: Date): Promise<'recorded' | 'settled'>;
  /** True while a move of the booking is PENDING or HELD: no other action may move its money. */
  hasOpenMoves(groupNumber: string): Promise<boolean>;
}

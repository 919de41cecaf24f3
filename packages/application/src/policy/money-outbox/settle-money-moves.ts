import { Effect } from 'effect';
import { retryAt, type RetryPolicy } from '../../delivery/backoff-schedule';
import type { PaymentProviderPort } from '../../payment/payment-provider.port';
import { providerCall, type ProviderCallPolicy } from '../../payment/provider-call';
import { asChargeRef, asDataKey } from '../../payment/payment.types';
import type { NewLedgerPayment } from '../policy-maintenance.ports';
import {
  amountOf,
  type ClaimScope,
  type MoneyMove,
  type MoneyOutbox,
  type MoveSettlement,
} from './money-outbox.port';

export interface SettleOptions {
  readonly batchSize: number;
  /** How long a claim holds a move: longer than every provider call of it, retries included. */
  readonly leaseMs: number;
  /** Each provider call: its timeout, and quick retries while unanswered, before the move waits for the backoff. */
  readonly calls: ProviderCallPolicy;
  /** Backoff between attempts; maxAttempts is not used: money that is owed is retried until it moves. */
  readonly backoff: RetryPolicy;
}

/** 10 s per call, two quick retries, then 1, 2, 4 … minutes up to an hour between attempts. */
export const DEFAULT_SETTLE_OPTIONS: SettleOptions = {
  batchSize: 20,
  leaseMs: 2 * 60_000,
  calls: { timeoutMs: 10_000, baseDelayMs: 100, retries: 2 },
  backoff: { maxAttempts: Number.POSITIVE_INFINITY, baseDelayMs: 60_000, factor: 2, maxDelayMs: 60 * 60_000 },
};

export interface SettleDeps {
  readonly outbox: MoneyOutbox;
  readonly payments: Pick<PaymentProviderPort, 'charge' | 'refund'>;
  readonly now: () => Date;
  readonly newId: () => string;
  readonly log?: (event: string, data: Readonly<Record<string, unknown>>) => void;
}

export interface SettleSummary {
  readonly claimed: number;
  readonly done: number;
  readonly declined: readonly { readonly actionKey: string; readonly code: string }[];
  readonly waiting: number;
}

/** A provider failure as the outbox records it: what it was, and its code. */
interface Failure {
  readonly _tag: string;
  readonly code: string;
}
const failureOf = (e: Failure): Failure => ({ _tag: e._tag, code: e.code });

const ledgerRows = (
  deps: SettleDeps,
  move: MoneyMove,
  card: { chargeRef: string; brand: string | null; last4: string | null },
): NewLedgerPayment[] =>
  move.parts.map((part, i) => ({
    id: deps.newId(),
    policyNumber: part.policyNumber,
    type: move.kind,
    method: move.method,
    amountCents: part.amountCents,
    brand: card.brand,
    last4: card.last4,
    chargeRef: card.chargeRef,
    // The key finds the charge again (the token on file); one provider charge, so one row holds it.
    chargeKey: i === 0 ? move.idempotencyKey : null,
  }));

/** Calls the provider once for the move (with a timeout and quick retries) and says how it ended. */
const moveOnce = (deps: SettleDeps, options: SettleOptions, move: MoneyMove) => {
  const call: Effect.Effect<NewLedgerPayment[], Failure> =
    move.kind === 'CHARGE'
      ? deps.payments
          .charge({
            dataKey: asDataKey(move.dataKey),
            amountCents: amountOf(move),
            idempotencyKey: move.idempotencyKey,
            reference: move.parts[0]?.policyNumber ?? move.groupNumber,
          })
          .pipe(
            Effect.map((c) => ledgerRows(deps, move, c)),
            Effect.mapError(failureOf),
          )
      : deps.payments
          .refund({
            chargeRef: asChargeRef(move.chargeRef),
            amountCents: amountOf(move),
            idempotencyKey: move.idempotencyKey,
          })
          .pipe(
            Effect.map(() => ledgerRows(deps, move, move)),
            Effect.mapError(failureOf),
          );
  return providerCall(() => call, options.calls).pipe(
    Effect.match({
      onSuccess: (payments): MoveSettlement => ({ kind: 'DONE', payments }),
      onFailure: (e): MoveSettlement =>
        // A card may say no to a charge; a refund is owed whatever the provider says today.
        move.kind === 'CHARGE' && e._tag !== 'PaymentUnavailable'
          ? { kind: 'DECLINED', code: e.code }
          : {
              kind: 'RETRY',
              at: retryAt(deps.now(), move.attempts + 1, options.backoff.maxAttempts, options.backoff) ?? '',
              error: e.code,
            },
    }),
  );
};

const settleOne = (deps: SettleDeps, options: SettleOptions, move: MoneyMove) =>
  moveOnce(deps, options, move).pipe(
    Effect.flatMap((outcome) =>
      Effect.tryPromise(() => deps.outbox.settle(move, outcome, deps.now())).pipe(
        Effect.tap((r) =>
          Effect.sync(() =>
            deps.log?.(`money.${outcome.kind.toLowerCase()}`, {
              actionKey: move.actionKey,
              kind: move.kind,
              amountCents: amountOf(move),
              ...(outcome.kind === 'DONE' ? {} : { code: 'code' in outcome ? outcome.code : outcome.error }),
              ...(r === 'settled' ? { alreadySettled: true } : {}),
            }),
          ),
        ),
        Effect.as(outcome),
        // The store could not record it: the lease runs out and the same key is tried again.
        Effect.orElseSucceed((): MoveSettlement => ({ kind: 'RETRY', at: '', error: 'storeUnavailable' })),
      ),
    ),
    Effect.map((outcome) => ({ move, outcome })),
  );

/**
 * One step of the money outbox: leases the due moves (within `scope`), moves the money with the
 * provider under each move's idempotency key and records how it ended. Never fails: whatever is
 * not recorded is tried again after its lease or backoff.
 */
export const settleMoneyMoves = (
  deps: SettleDeps,
  options: SettleOptions = DEFAULT_SETTLE_OPTIONS,
  scope: ClaimScope = {},
): Effect.Effect<SettleSummary> =>
  Effect.tryPromise(() =>
    deps.outbox.claimDue(deps.now().toISOString(), options.batchSize, options.leaseMs, scope),
  ).pipe(
    Effect.orElseSucceed((): readonly MoneyMove[] => []),
    // One at a time: a charge is settled before the refunds it held are claimed by a later step.
    Effect.flatMap((moves) => Effect.forEach(moves, (m) => settleOne(deps, options, m))),
    Effect.map((results) => ({
      claimed: results.length,
      done: results.filter((r) => r.outcome.kind === 'DONE').length,
      declined: results.flatMap(({ move, outcome }) =>
        outcome.kind === 'DECLINED' ? [{ actionKey: move.actionKey, code: outcome.code }] : [],
      ),
      waiting: results.filter((r) => r.outcome.kind === 'RETRY').length,
    })),
  );

/** Steps until nothing due is left (each step claims less than a batch): the start-up pass and each sweep. */
export const drainMoneyMoves = (
  deps: SettleDeps,
  options: SettleOptions = DEFAULT_SETTLE_OPTIONS,
  scope: ClaimScope = {},
): Effect.Effect<readonly SettleSummary[]> =>
  Effect.iterate(
    { steps: [] as SettleSummary[], more: true },
    {
      while: (s) => s.more,
      body: (s) =>
        settleMoneyMoves(deps, options, scope).pipe(
          Effect.map((summary) => ({
            steps: [...s.steps, summary],
            // A settled charge frees the refunds it held; a move waiting for its backoff is not due again.
            more: summary.claimed >= options.batchSize || summary.done > 0,
          })),
        ),
    },
  ).pipe(Effect.map((s) => s.steps));

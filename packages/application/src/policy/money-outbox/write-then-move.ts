import { Effect } from 'effect';
import type { PolicyMaintenanceDeps } from '../policy-maintenance.deps';
import {
  paymentRefused,
  policyConflict,
  type PolicyConflict,
  type PolicyPaymentRefused,
} from '../policy-maintenance.errors';
import type { MaintainedPolicy, PolicyWrite } from '../policy-maintenance.ports';
import { drainMoneyMoves } from './settle-money-moves';

const VERBS = ['cancel', 'endorse', 'reinstate'] as const;

/** Names an action at the booking version it starts from: its moves' idempotency keys derive from it. */
export const actionKey = (verb: (typeof VERBS)[number], policy: MaintainedPolicy): string =>
  `${verb}:${policy.groupNumber}:v${policy.version}`;

/** A provider key the money outbox made: its charge is settled by the outbox, not by the purchase's reconciliation. */
export const isMoneyMoveKey = (idempotencyKey: string): boolean =>
  VERBS.some((verb) => idempotencyKey.startsWith(`${verb}:`));

/**
 * Money after state: refuses while money of an earlier action still moves (moneyPending), writes
 * the new state with its ledger rows and card moves in one transaction (versionConflict when
 * another save got there first), then moves the money at once. A declined charge has undone the
 * action (paymentFailed); money the provider did not answer for stays in the outbox, whose worker
 * retries it, so the answer is the saved state.
 */
export const writeThenMove = (
  deps: Pick<
    PolicyMaintenanceDeps,
    'store' | 'moneyOutbox' | 'payments' | 'now' | 'newId' | 'settle' | 'log'
  >,
  write: PolicyWrite,
): Effect.Effect<void, PolicyConflict | PolicyPaymentRefused> =>
  Effect.gen(function* () {
    if (yield* Effect.promise(() => deps.moneyOutbox.hasOpenMoves(write.groupNumber)))
      return yield* policyConflict('moneyPending');
    if ((yield* Effect.promise(() => deps.store.save(write))) === 'stale')
      return yield* policyConflict('versionConflict');
    if (!write.moves?.length) return;
    const steps = yield* drainMoneyMoves({ ...deps, outbox: deps.moneyOutbox }, deps.settle, {
      groupNumber: write.groupNumber,
    });
    const keys = new Set(write.moves.map((m) => m.actionKey));
    if (steps.some((s) => s.declined.some((d) => keys.has(d.actionKey))))
      return yield* paymentRefused('paymentFailed');
  });

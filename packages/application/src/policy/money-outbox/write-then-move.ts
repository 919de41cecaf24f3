import { Effect } from 'effect';
import type { PolicyMaintenanceDeps } from '../policy-maintenance.deps';
import { policyDone, policyRefused, type Outcome } from '../policy-maintenance.errors';
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
 * Money after state: refuses while money of an earlier action still moves (409 moneyPending),
 * writes the new state with its ledger rows and card moves in one transaction (409 when another
 * save got there first), then moves the money at once. A declined charge has undone the action
 * (402 paymentFailed); money the provider did not answer for stays in the outbox, whose worker
 * retries it, so the answer is the saved state.
 */
export const writeThenMove = async (
  deps: PolicyMaintenanceDeps,
  write: PolicyWrite,
): Promise<Outcome<void>> => {
  if (await deps.moneyOutbox.hasOpenMoves(write.groupNumber)) return policyRefused(409, 'moneyPending');
  if ((await deps.store.save(write)) === 'stale') return policyRefused(409, 'versionConflict');
  if (!write.moves?.length) return policyDone(undefined);
  const steps = await Effect.runPromise(
    drainMoneyMoves({ ...deps, outbox: deps.moneyOutbox }, deps.settle, { groupNumber: write.groupNumber }),
  );
  const keys = new Set(write.moves.map((m) => m.actionKey));
  const declined = steps.some((s) => s.declined.some((d) => keys.has(d.actionKey)));
  return declined ? policyRefused(402, 'paymentFailed') : policyDone(undefined);
};

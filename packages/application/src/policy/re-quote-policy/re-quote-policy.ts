import 'reflect-metadata';
import {
  applicationDayFor,
  calendarDateAt,
  deltaTotal,
  diffPolicy,
  endorsementPayment,
  FEATURES,
  policyDeltas,
  type CalendarDate,
  type EndorsementPayment,
  type EndorsementSnapshot,
  type PaxPremium,
  type PolicyChange,
  type PolicyDelta,
} from '@tripx/domain';
import { Effect } from 'effect';
import { inject, injectable } from 'inversify';
import type { Actor } from '../../session/session';
import { datedChanges } from '../dated-changes';
import { cardOnFile, type ShownCard } from '../money-shown';
import { loadForAction, signedIn } from '../policy-access';
import { PolicyMaintenancePorts, type PolicyMaintenanceDeps } from '../policy-maintenance.deps';
import {
  policyConflict,
  policyInvalid,
  type PolicyAccessError,
  type PolicyConflict,
  type PolicyInvalid,
} from '../policy-maintenance.errors';
import type { DatedSnapshot, MaintainedPolicy } from '../policy-maintenance.ports';

export interface ReQuoteRequest {
  readonly policyNumber: string;
  /**
   * The version the changes were made on: a stale one is refused (versionConflict), so that a price is
   * never made of another editor's change undone; the staff app merges and re-quotes on the current one.
   */
  readonly version: number;
  readonly changes: EndorsementSnapshot;
  /** The day a POLICY_ADMIN prices the change on (customApplicationDate); ignored from anyone else. */
  readonly applicationDate?: CalendarDate;
}

export interface ReQuote {
  readonly version: number;
  readonly premiums: readonly PaxPremium[];
  readonly policyDelta: readonly PolicyDelta[];
  readonly deltaTotal: number;
  readonly payment: EndorsementPayment;
  readonly changes: readonly PolicyChange[];
  /** The card on file a charge by TOKEN goes to (brand, last four); null when nothing was paid by card. */
  readonly card: ShownCard | null;
}

/**
 * The change priced with the policy's own rate version on its application day (today in Toronto, or
 * the day a POLICY_ADMIN chose, as on a purchase); only ACTIVE travellers move.
 */
export const priceChange = (
  deps: Pick<PolicyMaintenanceDeps, 'rerate' | 'now'>,
  actor: Extract<Actor, { kind: 'user' }>,
  policy: MaintainedPolicy,
  next: DatedSnapshot,
  asked: CalendarDate | undefined,
): Effect.Effect<ReQuote, PolicyInvalid> => {
  const { day } = applicationDayFor(actor.claims, asked, calendarDateAt(deps.now()));
  const rated = deps.rerate(policy, next, day);
  if (!rated.ok) return Effect.fail(policyInvalid('rerateFailed'));
  const active = policy.paxes.filter((p) => p.status === 'ACTIVE');
  const before = active.map((p) => ({ policyNumber: p.policyNumber, premium: p.premiumCents }));
  const after = rated.premiums.filter((p) => active.some((a) => a.policyNumber === p.policyNumber));
  const deltas = policyDeltas(before, after);
  if (!deltas.ok) return Effect.fail(policyInvalid('rerateFailed'));
  const total = deltaTotal(deltas.value);
  return Effect.succeed({
    version: policy.version,
    premiums: after,
    policyDelta: deltas.value,
    deltaTotal: total,
    payment: endorsementPayment(total),
    changes: diffPolicy(policy.snapshot, next),
    card: cardOnFile(policy.paxes),
  });
};

/**
 * The policy read at the version the editor started from (a stale one: versionConflict), its changes
 * checked (invalidValue) and priced: the re-quote's answer, and the endorsement's first step.
 */
export const priceAtVersion = (
  deps: PolicyMaintenanceDeps,
  actor: Actor,
  request: ReQuoteRequest,
): Effect.Effect<
  { readonly policy: MaintainedPolicy; readonly changes: DatedSnapshot; readonly priced: ReQuote },
  PolicyAccessError | PolicyConflict | PolicyInvalid
> =>
  Effect.gen(function* () {
    const policy = yield* loadForAction(deps.store, actor, FEATURES.editPolicy, request.policyNumber);
    if (policy.version !== request.version) return yield* policyConflict('versionConflict');
    const changes = yield* datedChanges(request.changes);
    const user = yield* signedIn(actor);
    const priced = yield* priceChange(deps, user, policy, changes, request.applicationDate);
    return { policy, changes, priced };
  });

/**
 * What an endorsement would cost, nothing written; refused as the endorsement itself would be, a stale
 * version included.
 */
@injectable()
export class ReQuotePolicyUseCase {
  constructor(@inject(PolicyMaintenancePorts) private readonly deps: PolicyMaintenanceDeps) {}

  execute(
    actor: Actor,
    request: ReQuoteRequest,
  ): Effect.Effect<ReQuote, PolicyAccessError | PolicyConflict | PolicyInvalid> {
    return Effect.map(priceAtVersion(this.deps, actor, request), ({ priced }) => priced);
  }
}

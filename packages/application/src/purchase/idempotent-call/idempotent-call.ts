import { Effect } from 'effect';
import { firstAnswer, IDEMPOTENCY_KEY } from '../create-policy/create-policy';
import type { CreatePolicyDeps } from '../create-policy/create-policy.deps';
import { stable } from '../create-policy/stable-json';
import { IdempotencyKeyConflict, IdempotencyKeyRequired, type PurchaseInProgress } from '../purchase.errors';

/** A call made under a caller's idempotency key: answered now, or the first answer given again. */
export type IdempotentResult<Kept> =
  { readonly kind: 'answered'; readonly answer: Kept } | { readonly kind: 'replayed'; readonly answer: Kept };

/**
 * How long a call holds its key without an answer: past it, the claim is taken to have died with its
 * process and a retry runs the call again. Longer than any call runs (a cancellation's refunds wait on
 * the provider: up to four tries of 10 s each, per refund).
 */
export const DEFAULT_KEY_LEASE_MS = 300_000;

export type IdempotencyFailure = IdempotencyKeyRequired | IdempotencyKeyConflict | PurchaseInProgress;

export interface IdempotentCallInput<Kept> {
  /** Whose keys these are (a partner organization and the call's name): keys of two scopes never meet. */
  readonly scope: string;
  /** The caller's key, as sent (undefined when none was). */
  readonly key: string | undefined;
  /** The request as sent: the same key with another request is a conflict. */
  readonly request: unknown;
  /** The call, run once per key; its answer (a success or a refusal, as the edge keeps it) is kept. */
  readonly run: Effect.Effect<Kept>;
}

/**
 * A call other than a purchase under the purchase's idempotency (the same key rules, the same
 * store and the same replay): the key is claimed before the call runs, its answer kept after, and a
 * replay with the same request answers the kept answer — a concurrent one once the first has
 * answered; the same key with another request is refused (IdempotencyKeyConflict). A claim left
 * without an answer for `keyLeaseMs` (its process died) is claimed again and the call runs again:
 * each call it serves must be safe to run twice (a quote writes nothing; a cancellation writes its
 * state and its refunds in one transaction, so a second run finds the policy cancelled and moves no
 * money).
 */
export const idempotentCall = <Kept>(
  deps: Pick<CreatePolicyDeps<Kept>, 'store' | 'replayWaitMs' | 'hash' | 'now'> & {
    readonly keyLeaseMs?: number;
  },
  input: IdempotentCallInput<Kept>,
): Effect.Effect<IdempotentResult<Kept>, IdempotencyFailure> =>
  Effect.gen(function* () {
    const { scope, key } = input;
    if (key === undefined || !IDEMPOTENCY_KEY.test(key))
      return yield* new IdempotencyKeyRequired({ code: 'idempotencyKeyRequired' });
    const now = deps.now();
    const lapsedBefore = new Date(now.getTime() - (deps.keyLeaseMs ?? DEFAULT_KEY_LEASE_MS));
    const claim = yield* Effect.promise(() =>
      deps.store.claimKey({
        scope,
        key,
        requestHash: deps.hash(stable(input.request)),
        now,
        start: { kind: 'pending', lapsedBefore },
      }),
    );
    switch (claim.kind) {
      case 'claimed': {
        const answer = yield* input.run;
        yield* Effect.promise(() => deps.store.keep({ scope, key, answer, now: deps.now() }));
        return { kind: 'answered', answer } as const;
      }
      case 'replay':
        return { kind: 'replayed', answer: claim.answer } as const;
      case 'conflict':
        return yield* new IdempotencyKeyConflict({ code: 'idempotencyKeyConflict' });
      default:
        return yield* firstAnswer(deps, scope, key);
    }
  });

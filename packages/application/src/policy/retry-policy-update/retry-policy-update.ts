import 'reflect-metadata';
import { FEATURES } from '@tripx/domain';
import { Effect } from 'effect';
import { inject, injectable } from 'inversify';
import { decodeInput } from '../../contracts/decode-input';
import type { Actor } from '../../session/session';
import { loadForAction } from '../policy-access';
import { UpdatePolicyBody } from '../policy-maintenance.contract';
import { PolicyMaintenancePorts, type PolicyMaintenanceDeps } from '../policy-maintenance.deps';
import { policyNotFound, type PolicyMaintenanceError } from '../policy-maintenance.errors';
import { UpdatePolicyUseCase, type AppliedEndorsement } from '../update-policy/update-policy';

/**
 * Runs the last failed endorsement of the policy again. It was kept because
 * the card declined its charge and the endorsement was undone (nothing taken), so it runs at the
 * booking's current version: new idempotency keys, and the card is asked again.
 */
@injectable()
export class RetryPolicyUpdateUseCase {
  constructor(
    @inject(PolicyMaintenancePorts) private readonly deps: PolicyMaintenanceDeps,
    @inject(UpdatePolicyUseCase) private readonly update: UpdatePolicyUseCase,
  ) {}

  execute(actor: Actor, policyNumber: string): Effect.Effect<AppliedEndorsement, PolicyMaintenanceError> {
    const { deps, update } = this;
    return Effect.gen(function* () {
      const policy = yield* loadForAction(deps.store, actor, FEATURES.editPolicy, policyNumber);
      const pending = yield* Effect.promise(() => deps.store.failedUpdate(policyNumber));
      // Kept as the endorsement's body was sent: decoded again, like any request.
      const kept = pending && decodeInput(UpdatePolicyBody, pending.request);
      if (!kept?.ok) return yield* policyNotFound('noFailedUpdate');
      return yield* update.execute(actor, { ...kept.value, version: policy.version });
    });
  }
}

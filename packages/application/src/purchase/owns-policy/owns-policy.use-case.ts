import 'reflect-metadata';
import { Effect } from 'effect';
import { inject, injectable } from 'inversify';
import type { SessionPolicies } from '../purchase.ports';
import { PURCHASE_TOKENS } from '../purchase.tokens';

/** Whether the buyer's session bought this policy (an anonymous buyer sees only its own documents). */
@injectable()
export class OwnsPolicyUseCase {
  constructor(@inject(PURCHASE_TOKENS.SessionPolicies) private readonly policies: SessionPolicies) {}

  execute(sessionKey: string, policyNumber: string): Effect.Effect<boolean> {
    return Effect.promise(() => this.policies.owns(sessionKey, policyNumber));
  }
}

import 'reflect-metadata';
import { ATTEMPT_LIST, type ListPageAsked } from '@tripx/domain';
import type { Effect } from 'effect';
import { inject, injectable } from 'inversify';
import type { Actor } from '../../session/session';
import type { AttemptCriteria, AttemptSummary, PolicyReadRepository } from '../policy-read.repository.port';
import { POLICY_TOKENS } from '../policy.tokens';
import { scopedPage } from '../search-policies/search-policies';

export interface AttemptPage {
  readonly total: number;
  readonly page: number;
  readonly pageSize: number;
  readonly attempts: readonly AttemptSummary[];
}

/**
 * Declined and abandoned purchases (issue 17 item 6, PRODUCT.md "Rates, quotes and attempts"): not
 * sales, so neither policies nor report rows, but a list staff follow up from, newest first. The
 * caller's data scope is part of the query, as in the policy search: an attempt of an organization
 * (or, for an OWN scope, of an agent) the caller may not see is neither counted nor shown.
 */
@injectable()
export class ListAttemptsUseCase {
  constructor(
    @inject(POLICY_TOKENS.PolicyReads) private readonly repo: Pick<PolicyReadRepository, 'attempts'>,
  ) {}

  execute(actor: Actor, criteria: AttemptCriteria & ListPageAsked): Effect.Effect<AttemptPage> {
    return scopedPage(actor, ATTEMPT_LIST, criteria, { attempts: [] }, this.repo.attempts.bind(this.repo));
  }
}

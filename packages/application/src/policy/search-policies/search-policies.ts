import 'reflect-metadata';
import { LIMITS } from '@tripx/domain';
import { Effect } from 'effect';
import { inject, injectable } from 'inversify';
import type { Actor } from '../../session/session';
import type { PolicyCriteria, PolicyReadRepository, PolicySummary } from '../policy-read.repository.port';
import { POLICY_TOKENS } from '../policy.tokens';
import { visibilityOf } from '../visibility';

export interface PolicySearchPage {
  readonly total: number;
  readonly page: number;
  readonly pageSize: number;
  readonly policies: readonly PolicySummary[];
}

/** The page a list request asks for: LIMITS.pageSize by default, page = offset / page size + 1. */
export const pageAsked = (asked: { readonly offset?: number; readonly limit?: number }) => {
  const pageSize = asked.limit ?? LIMITS.pageSize;
  const offset = Math.max(LIMITS.minOffset, asked.offset ?? 0);
  return { offset, limit: pageSize, pageSize, page: Math.floor(offset / pageSize) + 1 };
};

/**
 * Policy search (spec 7.4): newest purchase first; page = offset / page size + 1. The caller's
 * data scope is part of the query, so a page never counts or shows a policy it may not see.
 */
@injectable()
export class SearchPoliciesUseCase {
  constructor(
    @inject(POLICY_TOKENS.PolicyReads) private readonly repo: Pick<PolicyReadRepository, 'search'>,
  ) {}

  execute(
    actor: Actor,
    criteria: PolicyCriteria & { readonly offset?: number; readonly limit?: number },
  ): Effect.Effect<PolicySearchPage> {
    const visibility = visibilityOf(actor);
    const { offset, limit, page, pageSize } = pageAsked(criteria);
    if (!visibility) return Effect.succeed({ total: 0, page, pageSize, policies: [] });
    const { offset: _o, limit: _l, ...filter } = criteria;
    return Effect.map(
      Effect.promise(() => this.repo.search(filter, visibility, { offset, limit })),
      (found) => ({ total: found.total, page, pageSize, policies: found.policies }),
    );
  }
}

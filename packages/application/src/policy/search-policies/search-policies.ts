import 'reflect-metadata';
import { LIMITS } from '@tripx/domain';
import { Effect } from 'effect';
import { inject, injectable } from 'inversify';
import type { Actor } from '../../session/session';
import type {
  PolicyCriteria,
  PolicyReadRepository,
  PolicySummary,
  PolicyVisibility,
} from '../policy-read.repository.port';
import { POLICY_TOKENS } from '../policy.tokens';
import { visibilityOf } from '../visibility';

export interface PolicySearchPage {
  readonly total: number;
  readonly page: number;
  readonly pageSize: number;
  readonly policies: readonly PolicySummary[];
}

type Paging = { readonly offset?: number; readonly limit?: number };

/**
 * One page of a list within the caller's data scope: LIMITS.pageSize by default, page = offset /
 * page size + 1; the scope is part of the query (`read`), and an anonymous caller gets `empty`.
 */
export const scopedPage = <C extends Paging, R extends { readonly total: number }>(
  actor: Actor,
  criteria: C,
  empty: NoInfer<Omit<R, 'total' | 'page' | 'pageSize'>>,
  read: (
    filter: Omit<C, keyof Paging>,
    visibility: PolicyVisibility,
    page: { readonly offset: number; readonly limit: number },
  ) => Promise<Omit<R, 'page' | 'pageSize'>>,
): Effect.Effect<R> => {
  const visibility = visibilityOf(actor);
  const pageSize = criteria.limit ?? LIMITS.pageSize;
  const offset = Math.max(LIMITS.minOffset, criteria.offset ?? 0);
  const page = Math.floor(offset / pageSize) + 1;
  // Omit<R, …> with the keys it omits is R, which TypeScript does not see through a generic.
  if (!visibility) return Effect.succeed({ ...empty, total: 0, page, pageSize } as unknown as R);
  const { offset: _o, limit: _l, ...filter } = criteria;
  return Effect.map(
    Effect.promise(() => read(filter, visibility, { offset, limit: pageSize })),
    (found) => ({ ...found, page, pageSize }) as unknown as R,
  );
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
    return scopedPage(actor, criteria, { policies: [] }, this.repo.search.bind(this.repo));
  }
}

import 'reflect-metadata';
import { POLICY_LIST, listPageOf, type ListPageAsked, type ListSort, type SortedSlice } from '@tripx/domain';
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

/**
 * One page of a list within the caller's data scope: the list's sort and paging as `listPageOf` reads
 * them (LIMITS.pageSize by default, page = offset / page size + 1); the scope is part of the query
 * (`read`), and an anonymous caller gets `empty`.
 */
export const scopedPage = <F extends string, C extends ListPageAsked, R extends { readonly total: number }>(
  actor: Actor,
  list: ListSort<F>,
  criteria: C,
  empty: NoInfer<Omit<R, 'total' | 'page' | 'pageSize'>>,
  read: (
    filter: Omit<C, keyof ListPageAsked>,
    visibility: PolicyVisibility,
    slice: SortedSlice<F>,
  ) => Promise<Omit<R, 'page' | 'pageSize'>>,
): Effect.Effect<R> => {
  const visibility = visibilityOf(actor);
  const { offset, limit, sortField, sortOrder, ...filter } = criteria;
  const { page, ...slice } = listPageOf(list, { offset, limit, sortField, sortOrder });
  const paged = { page, pageSize: slice.limit };
  // Omit<R, …> with the keys it omits is R, which TypeScript does not see through a generic.
  if (!visibility) return Effect.succeed({ ...empty, total: 0, ...paged } as unknown as R);
  return Effect.map(
    Effect.promise(() => read(filter, visibility, slice)),
    (found) => ({ ...found, ...paged }) as unknown as R,
  );
};

/**
 * Policy search (spec 7.4): newest purchase first unless another column of POLICY_LIST is asked;
 * page = offset / page size + 1. The caller's data scope is part of the query, so a page never
 * counts or shows a policy it may not see.
 */
@injectable()
export class SearchPoliciesUseCase {
  constructor(
    @inject(POLICY_TOKENS.PolicyReads) private readonly repo: Pick<PolicyReadRepository, 'search'>,
  ) {}

  execute(actor: Actor, criteria: PolicyCriteria & ListPageAsked): Effect.Effect<PolicySearchPage> {
    return scopedPage(actor, POLICY_LIST, criteria, { policies: [] }, this.repo.search.bind(this.repo));
  }
}

import 'reflect-metadata';
import { LICENCE_LIST, listPageOf, type ListPageAsked } from '@tripx/domain';
import { Effect } from 'effect';
import { inject, injectable } from 'inversify';
import type { Actor } from '../../session/session';
import type {
  DistributionReadRepository,
  LicenceCriteria,
  LicenceRow,
} from '../distribution-read.repository.port';
import type { DistributionTransactions } from '../distribution-transactions.port';
import { DISTRIBUTION_TOKENS } from '../distribution.tokens';
import { organizationScopeOf } from '../../access/may-act-on';

export type LicencePage = ListPageAsked;

/** Licence search (spec 7.5): paging of 10, within the caller's organizations. */
export const searchLicences = (
  repo: Pick<DistributionReadRepository, 'searchLicences'>,
  actor: Actor,
  criteria: LicenceCriteria,
  page: LicencePage,
): Effect.Effect<{ total: number; licenses: readonly LicenceRow[] }> =>
  Effect.promise(() =>
    repo.searchLicences(criteria, organizationScopeOf(actor), listPageOf(LICENCE_LIST, page)),
  );

@injectable()
export class SearchLicencesUseCase {
  constructor(@inject(DISTRIBUTION_TOKENS.Transactions) private readonly tx: DistributionTransactions) {}

  execute(actor: Actor, criteria: LicenceCriteria, page: LicencePage) {
    return this.tx.transact((s) => searchLicences(s.read, actor, criteria, page));
  }
}

import { LIMITS } from '@tripx/domain';
import type { Actor } from '../../session/session';
import type {
  DistributionReadRepository,
  LicenceCriteria,
  LicenceRow,
} from '../distribution-read.repository.port';
import { organizationScopeOf } from '../../access/may-act-on';

/** Licence search (spec 7.5): paging of 10, within the caller's organizations. */
export const searchLicences = async (
  repo: Pick<DistributionReadRepository, 'searchLicences'>,
  actor: Actor,
  criteria: LicenceCriteria,
  page: { offset?: number; limit?: number; sortField?: string; sortOrder?: string },
): Promise<{ total: number; licenses: readonly LicenceRow[] }> =>
  repo.searchLicences(criteria, organizationScopeOf(actor), {
    offset: Math.max(LIMITS.minOffset, page.offset ?? 0),
    limit: page.limit ?? LIMITS.pageSize,
    sortField: page.sortField ?? 'name',
    sortOrder: page.sortOrder?.toLowerCase() === 'desc' ? 'desc' : 'asc',
  });

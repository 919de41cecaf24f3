import { LIMITS } from '@tripx/domain';
import type { Actor } from '../../session/session';
import type {
  AgentCriteria,
  AgentRow,
  DistributionReadRepository,
} from '../distribution-read.repository.port';
import { organizationScopeOf } from '../../access/may-act-on';

export interface AgentSearchRow {
  readonly agentName: string;
  readonly profileCode: string;
  readonly profileRef: string;
  readonly status: string;
  /** Spec 3: role shown from the title, access type from the role. */
  readonly role: string;
  readonly accessType: string;
  readonly organizationCode: string;
}

const toRow = (a: AgentRow): AgentSearchRow => ({
  agentName: `${a.firstName} ${a.lastName}`,
  profileCode: a.profileCode,
  profileRef: a.profileRef,
  status: a.status,
  role: a.title ?? a.role,
  accessType: a.role,
  organizationCode: a.organizationCode,
});

/** Agent search (spec 7.5): default sort firstName ascending, page size 10, within the caller's organizations. */
export const searchAgents = async (
  repo: Pick<DistributionReadRepository, 'searchAgents'>,
  actor: Actor,
  q: AgentCriteria & { offset?: number; limit?: number; sortField?: string; sortOrder?: string },
): Promise<{ total: number; agents: readonly AgentSearchRow[] }> => {
  const { offset, limit, sortField, sortOrder, ...criteria } = q;
  const found = await repo.searchAgents(criteria, organizationScopeOf(actor), {
    offset: Math.max(LIMITS.minOffset, offset ?? 0),
    limit: limit ?? LIMITS.pageSize,
    sortField: sortField ?? 'firstName',
    sortOrder: sortOrder?.toLowerCase() === 'desc' ? 'desc' : 'asc',
  });
  return { total: found.total, agents: found.agents.map(toRow) };
};

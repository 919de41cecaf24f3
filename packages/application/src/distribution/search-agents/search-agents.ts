import 'reflect-metadata';
import { AGENT_LIST, listPageOf, type ListPageAsked } from '@tripx/domain';
import { Effect } from 'effect';
import { inject, injectable } from 'inversify';
import type { Actor } from '../../session/session';
import type {
  AgentCriteria,
  AgentRow,
  DistributionReadRepository,
} from '../distribution-read.repository.port';
import type { DistributionTransactions } from '../distribution-transactions.port';
import { DISTRIBUTION_TOKENS } from '../distribution.tokens';
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

export type AgentQuery = AgentCriteria & ListPageAsked;
export interface AgentSearchResult {
  readonly total: number;
  readonly agents: readonly AgentSearchRow[];
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
export const searchAgents = (
  repo: Pick<DistributionReadRepository, 'searchAgents'>,
  actor: Actor,
  q: AgentQuery,
): Effect.Effect<AgentSearchResult> => {
  const { offset, limit, sortField, sortOrder, ...criteria } = q;
  return Effect.map(
    Effect.promise(() =>
      repo.searchAgents(
        criteria,
        organizationScopeOf(actor),
        listPageOf(AGENT_LIST, { offset, limit, sortField, sortOrder }),
      ),
    ),
    (found) => ({ total: found.total, agents: found.agents.map(toRow) }),
  );
};

@injectable()
export class SearchAgentsUseCase {
  constructor(@inject(DISTRIBUTION_TOKENS.Transactions) private readonly tx: DistributionTransactions) {}

  execute(actor: Actor, q: AgentQuery): Effect.Effect<AgentSearchResult> {
    return this.tx.transact((s) => searchAgents(s.read, actor, q));
  }
}

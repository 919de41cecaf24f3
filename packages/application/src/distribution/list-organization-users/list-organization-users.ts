import 'reflect-metadata';
import { Effect } from 'effect';
import { inject, injectable } from 'inversify';
import { organizationScopeOf } from '../../access/may-act-on';
import type { Actor } from '../../session/session';
import type {
  AgentRow,
  DistributionReadRepository,
  OrganizationNode,
} from '../distribution-read.repository.port';
import type { DistributionTransactions } from '../distribution-transactions.port';
import { DISTRIBUTION_TOKENS } from '../distribution.tokens';

/** The user record of spec 3 (agentlist): one user of an organization. */
export interface UserRecord {
  readonly organizationCode: string;
  /** The user's id in this API (the profileRef the users screen opens at /{agentId}). */
  readonly agentId: string;
  readonly firstName: string;
  readonly lastName: string;
  readonly emailAddress: string;
  /** The access role (`Consultant_Agency`, …). */
  readonly role: string;
  readonly preferredLang: string;
  /** The provinces the user holds a licence in (deleted licences left out), in order. */
  readonly provinceLicense: readonly string[];
  readonly status: string;
  /** The agency the organization belongs to: itself or the nearest organization above it of the agency category. */
  readonly agencyCode: string | null;
  readonly profileCode: string;
  readonly profileRef: string;
  readonly employmentType: string | null;
}

/** At most this many users in one answer (an organization's whole list; spec 7.5 gives no paging). */
export const ORGANIZATION_USERS_LIMIT = 500;
const AGENCY = 'AGENCY';

/** The nearest organization of the agency category at or above `code`; null when none is. */
export const agencyOf = (nodes: readonly OrganizationNode[], code: string): string | null => {
  const byCode = new Map(nodes.map((n) => [n.code, n]));
  const seen = new Set<string>();
  for (let node = byCode.get(code); node && !seen.has(node.code);) {
    if (node.category === AGENCY) return node.code;
    seen.add(node.code);
    node = node.parentCode === null ? undefined : byCode.get(node.parentCode);
  }
  return null;
};

export const toUserRecord = (
  a: AgentRow,
  provinces: readonly string[],
  agencyCode: string | null,
): UserRecord => ({
  organizationCode: a.organizationCode,
  agentId: a.profileRef,
  firstName: a.firstName,
  lastName: a.lastName,
  emailAddress: a.email,
  role: a.role,
  preferredLang: a.language,
  provinceLicense: provinces,
  status: a.status,
  agencyCode,
  profileCode: a.profileCode,
  profileRef: a.profileRef,
  employmentType: a.employmentType,
});

/**
 * agentlist (spec 7.5): the users of one organization as user records (spec 3), first names first,
 * within the caller's organizations (an organization out of scope lists nobody).
 */
export const listOrganizationUsers = (
  repo: Pick<DistributionReadRepository, 'searchAgents' | 'licensedProvinces' | 'organizations'>,
  actor: Actor,
  organizationCode: string,
): Effect.Effect<readonly UserRecord[]> =>
  Effect.promise(async () => {
    const { agents } = await repo.searchAgents({ organizationCode }, organizationScopeOf(actor), {
      offset: 0,
      limit: ORGANIZATION_USERS_LIMIT,
      sortField: 'firstName',
      sortOrder: 'asc',
    });
    if (agents.length === 0) return [];
    const [provinces, nodes] = await Promise.all([
      repo.licensedProvinces(agents.map((a) => a.profileRef)),
      repo.organizations(),
    ]);
    return agents.map((a) =>
      toUserRecord(a, provinces.get(a.profileRef) ?? [], agencyOf(nodes, a.organizationCode)),
    );
  });

@injectable()
export class ListOrganizationUsersUseCase {
  constructor(@inject(DISTRIBUTION_TOKENS.Transactions) private readonly tx: DistributionTransactions) {}

  execute(actor: Actor, organizationCode: string): Effect.Effect<readonly UserRecord[]> {
    return this.tx.transact((s) => listOrganizationUsers(s.read, actor, organizationCode));
  }
}

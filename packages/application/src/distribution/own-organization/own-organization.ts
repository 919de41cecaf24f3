import type { Actor } from '../../session/session';
import type {
  AgentCriteria,
  DistributionReadRepository,
  OrganizationNode,
} from '../distribution-read.repository.port';
import { getProfile, type GetProfileResult } from '../get-profile/get-profile';
import { mayActOn, organizationScopeOf, organizationTarget } from '../../access/may-act-on';
import { searchAgents } from '../search-agents/search-agents';

type NotFound = { ok: false; code: 'notFound' };

/** findByOrgCode (spec 7.5): one organization by its code, if the caller may see it. */
export const findOrganizationByCode = async (
  repo: Pick<DistributionReadRepository, 'organizations'>,
  actor: Actor,
  code: string,
): Promise<{ ok: true; value: OrganizationNode } | NotFound> => {
  const found = mayActOn(actor, organizationTarget(code))
    ? (await repo.organizations()).find((o) => o.code === code)
    : undefined;
  return found ? { ok: true, value: found } : { ok: false, code: 'notFound' };
};

/** org (spec 7.5): the caller's own organizations, default first, as organization rows. */
export const ownOrganizations = async (
  repo: Pick<DistributionReadRepository, 'organizations'>,
  actor: Actor,
): Promise<readonly (OrganizationNode & { readonly default: boolean })[]> => {
  if (actor.kind !== 'user') return [];
  const all = await repo.organizations();
  return [...actor.organizations]
    .sort((a, b) => Number(b.isDefault) - Number(a.isDefault))
    .flatMap((o) => {
      const node = all.find((n) => n.code === o.code);
      return node ? [{ ...node, default: o.isDefault }] : [];
    });
};

/** profile (spec 7.5): the caller's own profile, as getProfileByRef gives it. */
export const ownProfile = async (
  repo: Pick<DistributionReadRepository, 'findProfile'>,
  actor: Actor,
): Promise<GetProfileResult> =>
  actor.kind === 'user' ? getProfile(repo, actor, actor.profileRef) : { ok: false, code: 'notFound' };

/**
 * users-internal (spec 2.4, 6): the LAN_ID staff directory, with the agent search's filters, sort
 * and paging. Staff only (data scope ALL): an agency user is refused, whatever its claims.
 */
export const searchInternalUsers = async (
  repo: Pick<DistributionReadRepository, 'searchAgents'>,
  actor: Actor,
  q: Omit<AgentCriteria, 'userType' | 'organizationCode'> & {
    offset?: number;
    limit?: number;
    sortField?: string;
    sortOrder?: string;
  },
): Promise<
  { ok: true; value: Awaited<ReturnType<typeof searchAgents>> } | { ok: false; code: 'forbidden' }
> =>
  organizationScopeOf(actor).kind === 'ALL'
    ? { ok: true, value: await searchAgents(repo, actor, { ...q, userType: 'LAN_ID' }) }
    : { ok: false, code: 'forbidden' };

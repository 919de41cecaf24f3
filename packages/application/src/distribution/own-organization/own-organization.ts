import 'reflect-metadata';
import type { ListPageAsked } from '@tripx/domain';
import { Effect } from 'effect';
import { inject, injectable } from 'inversify';
import type { Actor } from '../../session/session';
import type {
  AgentCriteria,
  AgentProfile,
  DistributionReadRepository,
  OrganizationNode,
} from '../distribution-read.repository.port';
import {
  forbidden,
  notFound,
  type DistributionForbidden,
  type DistributionNotFound,
} from '../distribution.errors';
import type { DistributionTransactions } from '../distribution-transactions.port';
import { DISTRIBUTION_TOKENS } from '../distribution.tokens';
import { getProfile } from '../get-profile/get-profile';
import { mayActOn, organizationScopeOf, organizationTarget } from '../../access/may-act-on';
import { searchAgents, type AgentSearchResult } from '../search-agents/search-agents';

/** findByOrgCode (spec 7.5): one organization by its code, if the caller may see it. */
export const findOrganizationByCode = (
  repo: Pick<DistributionReadRepository, 'organizations'>,
  actor: Actor,
  code: string,
): Effect.Effect<OrganizationNode, DistributionNotFound> => {
  if (!mayActOn(actor, organizationTarget(code))) return Effect.fail(notFound());
  return Effect.flatMap(
    Effect.promise(() => repo.organizations()),
    (all) => {
      const found = all.find((o) => o.code === code);
      return found ? Effect.succeed(found) : Effect.fail(notFound());
    },
  );
};

export type OwnOrganization = OrganizationNode & { readonly default: boolean };

/** org (spec 7.5): the caller's own organizations, default first, as organization rows. */
export const ownOrganizations = (
  repo: Pick<DistributionReadRepository, 'organizations'>,
  actor: Actor,
): Effect.Effect<readonly OwnOrganization[]> => {
  if (actor.kind !== 'user') return Effect.succeed([]);
  return Effect.map(
    Effect.promise(() => repo.organizations()),
    (all) =>
      [...actor.organizations]
        .sort((a, b) => Number(b.isDefault) - Number(a.isDefault))
        .flatMap((o) => {
          const node = all.find((n) => n.code === o.code);
          return node ? [{ ...node, default: o.isDefault }] : [];
        }),
  );
};

/** profile (spec 7.5): the caller's own profile, as getProfileByRef gives it. */
export const ownProfile = (
  repo: Pick<DistributionReadRepository, 'findProfile'>,
  actor: Actor,
): Effect.Effect<AgentProfile, DistributionNotFound> =>
  actor.kind === 'user' ? getProfile(repo, actor, actor.profileRef) : Effect.fail(notFound());

export type InternalUserQuery = Omit<AgentCriteria, 'userType' | 'organizationCode'> & ListPageAsked;

/**
 * users-internal (spec 2.4, 6): the LAN_ID staff directory, with the agent search's filters, sort
 * and paging. Staff only (data scope ALL): an agency user is refused, whatever its claims.
 */
export const searchInternalUsers = (
  repo: Pick<DistributionReadRepository, 'searchAgents'>,
  actor: Actor,
  q: InternalUserQuery,
): Effect.Effect<AgentSearchResult, DistributionForbidden> =>
  organizationScopeOf(actor).kind === 'ALL'
    ? searchAgents(repo, actor, { ...q, userType: 'LAN_ID' })
    : Effect.fail(forbidden());

@injectable()
export class FindOrganizationByCodeUseCase {
  constructor(@inject(DISTRIBUTION_TOKENS.Transactions) private readonly tx: DistributionTransactions) {}

  execute(actor: Actor, code: string): Effect.Effect<OrganizationNode, DistributionNotFound> {
    return findOrganizationByCode(this.tx.stores.read, actor, code);
  }
}

@injectable()
export class OwnOrganizationsUseCase {
  constructor(@inject(DISTRIBUTION_TOKENS.Transactions) private readonly tx: DistributionTransactions) {}

  execute(actor: Actor): Effect.Effect<readonly OwnOrganization[]> {
    return ownOrganizations(this.tx.stores.read, actor);
  }
}

@injectable()
export class OwnProfileUseCase {
  constructor(@inject(DISTRIBUTION_TOKENS.Transactions) private readonly tx: DistributionTransactions) {}

  execute(actor: Actor): Effect.Effect<AgentProfile, DistributionNotFound> {
    return this.tx.transact((s) => ownProfile(s.read, actor));
  }
}

@injectable()
export class SearchInternalUsersUseCase {
  constructor(@inject(DISTRIBUTION_TOKENS.Transactions) private readonly tx: DistributionTransactions) {}

  execute(actor: Actor, q: InternalUserQuery): Effect.Effect<AgentSearchResult, DistributionForbidden> {
    return this.tx.transact((s) => searchInternalUsers(s.read, actor, q));
  }
}

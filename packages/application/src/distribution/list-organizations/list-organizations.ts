import 'reflect-metadata';
import { organizationsWithDescendants } from '@tripx/domain';
import { Effect } from 'effect';
import { inject, injectable } from 'inversify';
import type { Actor } from '../../session/session';
import type { DistributionReadRepository, OrganizationNode } from '../distribution-read.repository.port';
import { notFound, type DistributionNotFound } from '../distribution.errors';
import type { DistributionTransactions } from '../distribution-transactions.port';
import { DISTRIBUTION_TOKENS } from '../distribution.tokens';
import { mayActOn, organizationTarget } from '../../access/may-act-on';

export interface HierarchyNode extends OrganizationNode {
  readonly children: readonly HierarchyNode[];
}

const tree = (code: string, all: readonly OrganizationNode[], depth = 0): HierarchyNode | undefined => {
  const node = all.find((o) => o.code === code);
  if (!node || depth > 20) return undefined;
  const children = all
    .filter((o) => o.parentCode === code)
    .flatMap((o) => tree(o.code, all, depth + 1) ?? []);
  return { ...node, children };
};

/** getAgencyHierarchy (spec 7.5): an organization and everything below it, if the caller may see it. */
export const getAgencyHierarchy = (
  repo: Pick<DistributionReadRepository, 'organizations'>,
  actor: Actor,
  code: string,
): Effect.Effect<HierarchyNode, DistributionNotFound> =>
  Effect.flatMap(
    Effect.promise(() => repo.organizations()),
    (all) => {
      const node = mayActOn(actor, organizationTarget(code)) ? tree(code, all) : undefined;
      return node ? Effect.succeed(node) : Effect.fail(notFound());
    },
  );

@injectable()
export class GetAgencyHierarchyUseCase {
  constructor(@inject(DISTRIBUTION_TOKENS.Transactions) private readonly tx: DistributionTransactions) {}

  execute(actor: Actor, code: string): Effect.Effect<HierarchyNode, DistributionNotFound> {
    return getAgencyHierarchy(this.tx.stores.read, actor, code);
  }
}

export interface OrganizationSearch {
  name?: string;
  organizationType?: string;
  includeChildOrganizations?: boolean;
  lang?: 'en' | 'fr';
}

/**
 * list-organization (spec 7.5): organizations the caller may see, optionally with their children,
 * filtered by name and category; sorted by the name of the asked language (spec 9).
 */
export const listOrganizations = (
  repo: Pick<DistributionReadRepository, 'organizations'>,
  actor: Actor,
  q: OrganizationSearch,
): Effect.Effect<readonly OrganizationNode[]> =>
  Effect.map(
    Effect.promise(() => repo.organizations()),
    (all) => organizationsFound(all, actor, q),
  );

@injectable()
export class ListOrganizationsUseCase {
  constructor(@inject(DISTRIBUTION_TOKENS.Transactions) private readonly tx: DistributionTransactions) {}

  execute(actor: Actor, q: OrganizationSearch): Effect.Effect<readonly OrganizationNode[]> {
    return listOrganizations(this.tx.stores.read, actor, q);
  }
}

const organizationsFound = (
  all: readonly OrganizationNode[],
  actor: Actor,
  q: OrganizationSearch,
): readonly OrganizationNode[] => {
  const reachable = (code: string) => mayActOn(actor, organizationTarget(code));
  const needle = q.name?.trim().toLocaleLowerCase();
  const matching = all.filter(
    (o) =>
      reachable(o.code) &&
      (!q.organizationType || o.category === q.organizationType) &&
      (!needle ||
        o.organizationName.toLocaleLowerCase().includes(needle) ||
        o.organizationNameInFrench.toLocaleLowerCase().includes(needle)),
  );
  const codes = q.includeChildOrganizations
    ? organizationsWithDescendants(
        matching.map((o) => o.code),
        all.map((o) => ({ code: o.code, ...(o.parentCode ? { parentCode: o.parentCode } : {}) })),
      )
    : matching.map((o) => o.code);
  const lang = q.lang ?? 'en';
  const name = (o: OrganizationNode) => (lang === 'fr' ? o.organizationNameInFrench : o.organizationName);
  return all
    .filter((o) => codes.includes(o.code) && reachable(o.code))
    .sort((a, b) => name(a).localeCompare(name(b), lang));
};

import 'reflect-metadata';
import { Effect } from 'effect';
import { inject, injectable } from 'inversify';
import type { Actor } from '../../session/session';
import type { DistributionAdminRepository, OrganizationDetails } from '../distribution-admin.repository.port';
import { notFound, type DistributionNotFound } from '../distribution.errors';
import type { DistributionTransactions } from '../distribution-transactions.port';
import { DISTRIBUTION_TOKENS } from '../distribution.tokens';
import { mayActOn, organizationTarget } from '../../access/may-act-on';

/**
 * Spec 6: the organization category decides logo and premium display. Ours (the spec gives no
 * table): agencies and white labels show their own logo, the insurer's direct channel does not;
 * agency categories show the coverage amount or trip cost prompt next to the premium.
 */
export const categoryDisplay = (category: string) => ({
  category,
  showsLogo: category !== 'DIRECT',
  premiumDisplay: category === 'AGENCY' ? ('coverageOrTripCost' as const) : ('premium' as const),
});

export type OrganizationView = OrganizationDetails & { display: ReturnType<typeof categoryDisplay> };

/** Agency details (contacts, contract roots, category) of an organization the caller may see. */
export const getOrganization = (
  repo: Pick<DistributionAdminRepository, 'organizationDetails'>,
  actor: Actor,
  code: string,
): Effect.Effect<OrganizationView, DistributionNotFound> => {
  if (!mayActOn(actor, organizationTarget(code))) return Effect.fail(notFound());
  return Effect.flatMap(
    Effect.promise(() => repo.organizationDetails(code)),
    (org) =>
      org ? Effect.succeed({ ...org, display: categoryDisplay(org.category) }) : Effect.fail(notFound()),
  );
};

@injectable()
export class GetOrganizationUseCase {
  constructor(@inject(DISTRIBUTION_TOKENS.Transactions) private readonly tx: DistributionTransactions) {}

  execute(actor: Actor, code: string): Effect.Effect<OrganizationView, DistributionNotFound> {
    return getOrganization(this.tx.stores.admin, actor, code);
  }
}

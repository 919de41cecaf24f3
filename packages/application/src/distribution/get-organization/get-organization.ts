import 'reflect-metadata';
import { organizationDisplay, type OrganizationDisplay } from '@tripx/domain';
import { Effect } from 'effect';
import { inject, injectable } from 'inversify';
import type { Actor } from '../../session/session';
import type { DistributionAdminRepository, OrganizationDetails } from '../distribution-admin.repository.port';
import { notFound, type DistributionNotFound } from '../distribution.errors';
import type { DistributionTransactions } from '../distribution-transactions.port';
import { DISTRIBUTION_TOKENS } from '../distribution.tokens';
import { mayActOn, organizationTarget } from '../../access/may-act-on';

/** The category's display as the agency screen shows it (the logo file is the content answer's). */
const categoryDisplay = (category: string): Omit<OrganizationDisplay, 'logoFile'> => {
  const d = organizationDisplay({ category, logoFile: null });
  return { category: d.category, showsLogo: d.showsLogo, premiumDisplay: d.premiumDisplay };
};

export type OrganizationView = OrganizationDetails & { display: Omit<OrganizationDisplay, 'logoFile'> };

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

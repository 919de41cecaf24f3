import type { Actor } from '../../session/session';
import type { DistributionAdminRepository, OrganizationDetails } from '../distribution-admin.repository.port';
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

/** Agency details (contacts, contract roots, category) of an organization the caller may see. */
export const getOrganization = async (
  repo: Pick<DistributionAdminRepository, 'organizationDetails'>,
  actor: Actor,
  code: string,
): Promise<
  | { ok: true; value: OrganizationDetails & { display: ReturnType<typeof categoryDisplay> } }
  | { ok: false; code: 'notFound' }
> => {
  const org = mayActOn(actor, organizationTarget(code)) ? await repo.organizationDetails(code) : undefined;
  return org
    ? { ok: true, value: { ...org, display: categoryDisplay(org.category) } }
    : { ok: false, code: 'notFound' };
};

import { grantedFeatures, type DataScope, type FeatureName } from '@tripx/domain';
import type { Organization, OrganizationRepository } from '../content/organization.repository.port';
import type { Session } from './session';

/** What spec 3's user profile tells the apps about the organization the user works in now. */
export interface SignedInOrganization {
  readonly organizationName: { readonly en: string; readonly fr: string } | null;
  readonly organizationCategory: string | null;
  readonly whiteLabel: { readonly referenceId: string; readonly logoFile: string | null } | null;
  /** The distributor: the top of the organization's tree (itself when it has no parent). */
  readonly distributor: string | null;
  /** The features the user's claims grant (FEATURES), decided here, never by the browser. */
  readonly featureFlags: readonly FeatureName[];
  /** The user's data scope: every organization, those in scope, or their own policies. */
  readonly scope: DataScope;
}

const MAX_DEPTH = 20;

/** The root of an organization's tree (a cycle or a missing parent stops the walk). */
const rootOf = async (
  repo: Pick<OrganizationRepository, 'findByCode'>,
  from: Organization,
): Promise<Organization> => {
  let at = from;
  for (let i = 0; i < MAX_DEPTH && at.parentCode !== null; i++) {
    const parent = await repo.findByCode(at.parentCode);
    if (!parent) break;
    at = parent;
  }
  return at;
};

/** Spec 3 / 7.1: the signed-in user's organization, features and scope, from the session and the database. */
export const signedInOrganization = async (
  repo: Pick<OrganizationRepository, 'findByCode'>,
  session: Pick<Session, 'organizationCode'> & { readonly user: NonNullable<Session['user']> },
): Promise<SignedInOrganization> => {
  const { user } = session;
  const organization = session.organizationCode ? await repo.findByCode(session.organizationCode) : undefined;
  const distributor = organization ? (await rootOf(repo, organization)).code : null;
  return {
    organizationName: organization ? { en: organization.nameEn, fr: organization.nameFr } : null,
    organizationCategory: organization?.category ?? null,
    whiteLabel: organization?.whiteLabel ?? null,
    distributor,
    featureFlags: grantedFeatures(user.claims),
    scope: user.dataScope,
  };
};

import { AGENCY_CATEGORY } from './organization-display';

/** A white-label partner's category: a co-branded consumer site under the partner's face (spec 1). */
export const WHITE_LABEL_CATEGORY = 'WHITE_LABEL';

/** What decides whether an organization's link may credit it with a consumer's sale. */
export interface LinkedOrganization {
  readonly category: string;
  /** The organization's white-label link, when it has one. */
  readonly whiteLabel: { readonly referenceId: string } | null;
}

/**
 * Whether a consumer who arrives by this organization's link (`?refCode=`) buys from it: a partner
 * that sells to the public through its own link, an agency or a white label (its category, or a
 * white-label reference id). The insurer's direct channels and any other category are not: their
 * link sells as the default organization, as an unknown code does.
 */
export const sellsThroughConsumerLinks = (org: LinkedOrganization): boolean =>
  org.category === AGENCY_CATEGORY || org.category === WHITE_LABEL_CATEGORY || org.whiteLabel !== null;

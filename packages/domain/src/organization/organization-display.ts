import type { Cents } from '../shared/money';

/** The organization category whose sellers are agencies (spec 3, 6): their logo, the premium with its basis. */
export const AGENCY_CATEGORY = 'AGENCY';
/** The insurer's own direct channel (CM): its brand name, never a partner's logo. */
export const DIRECT_CATEGORY = 'DIRECT';

/** How a premium is shown: alone, or with what it is priced on (the coverage amount or the trip cost). */
export const PREMIUM_DISPLAYS = ['premium', 'coverageOrTripCost'] as const;
export type PremiumDisplay = (typeof PREMIUM_DISPLAYS)[number];

/** What the server knows of an organization's face: its category and its logo file, if any. */
export interface OrganizationFace {
  readonly category: string;
  readonly logoFile: string | null;
}

export interface OrganizationDisplay {
  readonly category: string;
  /** The category lets the organization's own logo show (agencies and white labels). */
  readonly showsLogo: boolean;
  /** The logo to show: the organization's file when its category shows one, otherwise none. */
  readonly logoFile: string | null;
  readonly premiumDisplay: PremiumDisplay;
}

/**
 * Spec 3 and 6: "Organization category decides logo display and premium display (agency categories
 * show a coverage amount or trip cost prompt)". Ours, since the spec gives no table: every category
 * but the insurer's direct channel shows the organization's logo when it has one; agencies show each
 * premium with what it is priced on, and ask for that before a price is shown.
 */
export const organizationDisplay = (org: OrganizationFace): OrganizationDisplay => {
  const showsLogo = org.category !== DIRECT_CATEGORY;
  return {
    category: org.category,
    showsLogo,
    logoFile: showsLogo ? org.logoFile : null,
    premiumDisplay: org.category === AGENCY_CATEGORY ? 'coverageOrTripCost' : 'premium',
  };
};

/** What a premium depends on: the coverage amount chosen (whole dollars) or the insured trip cost. */
export type PremiumBasis =
  | { readonly kind: 'coverage'; readonly dollars: number | undefined }
  | { readonly kind: 'tripCost'; readonly cents: Cents | undefined };

/** A premium as an organization's display states it; the amount is always the premium as priced. */
export type PremiumLine =
  | { readonly kind: 'amount'; readonly cents: Cents }
  | { readonly kind: 'amountForCoverage'; readonly cents: Cents; readonly coverageDollars: number }
  | { readonly kind: 'amountForTripCost'; readonly cents: Cents; readonly tripCostCents: Cents }
  | { readonly kind: 'toCalculate' }
  | { readonly kind: 'askCoverage' }
  | { readonly kind: 'askTripCost' };

/**
 * A premium line: the amount alone for the `premium` display or a premium with no basis; for
 * `coverageOrTripCost`, the amount with the coverage or trip cost it was priced on, or, before a price
 * or without that value, the prompt for it.
 */
export const premiumLine = (
  display: PremiumDisplay,
  premiumCents: Cents | undefined,
  basis?: PremiumBasis,
): PremiumLine => {
  if (display === 'premium' || !basis)
    return premiumCents === undefined ? { kind: 'toCalculate' } : { kind: 'amount', cents: premiumCents };
  if (basis.kind === 'coverage')
    return premiumCents === undefined || basis.dollars === undefined
      ? { kind: 'askCoverage' }
      : { kind: 'amountForCoverage', cents: premiumCents, coverageDollars: basis.dollars };
  return premiumCents === undefined || basis.cents === undefined
    ? { kind: 'askTripCost' }
    : { kind: 'amountForTripCost', cents: premiumCents, tripCostCents: basis.cents };
};

import type { PolicyBookingView } from '@tripx/application';

type Lang = 'en' | 'fr';

/** A plan by its name in the page's language with its code beside it; the code alone when no name was recorded. */
export const planText = (plan: PolicyBookingView['paxes'][number]['plan'], lang: Lang): string =>
  plan.name !== null ? `${plan.name[lang]} (${plan.code})` : plan.code;

/** The selling organization by its name with its code beside it; the code alone when it has no name. */
export const organizationText = (booking: PolicyBookingView, lang: Lang): string =>
  booking.organizationName
    ? `${booking.organizationName[lang]} (${booking.organizationCode})`
    : booking.organizationCode;

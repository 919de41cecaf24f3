import type { PolicyBookingView } from '@tripx/application';

type Lang = 'en' | 'fr';

/** A code of the catalogue or of a place with its name in both languages (null: nobody knows it). */
type Named = { readonly code: string; readonly name: { readonly en: string; readonly fr: string } | null };

/** A plan or an add-on by its name in the page's language with its code beside it; the code alone when it has no name. */
export const planText = (plan: Named, lang: Lang): string =>
  plan.name !== null ? `${plan.name[lang]} (${plan.code})` : plan.code;

/** A plan by its name alone in the page's language (a list's cell), its code when it has none. */
export const planName = (plan: Named, lang: Lang): string => plan.name?.[lang] ?? plan.code;

/** A place of the trip by its name in the page's language, its code when the locations do not know it. */
export const placeText = (place: Named, lang: Lang): string => place.name?.[lang] ?? place.code;

/** The selling organization by its name with its code beside it; the code alone when it has no name. */
export const organizationText = (booking: PolicyBookingView, lang: Lang): string =>
  booking.organizationName
    ? `${booking.organizationName[lang]} (${booking.organizationCode})`
    : booking.organizationCode;

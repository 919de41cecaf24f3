import type { Language } from '../shared/enums';
import { BILL96_PROVINCE } from '../shared/limits';
import { fieldError, type FieldError } from '../shared/result';

export interface Bill96ConsentInput {
  /** The province of residence (of the primary traveller, or the agent's); any text. */
  readonly province: string | null | undefined;
  /** Whether the flow asks for the consent at all: the spec says "some flows" and leaves which to the caller. */
  readonly flowRequiresConsent: boolean;
  readonly consent: boolean | string | null | undefined;
}

/**
 * Whether a purchase asks for the consent: when the buyer chose English. The consent records that French
 * was offered first and the buyer chose English (Bill 96); a buyer in French gets French documents and
 * has nothing to consent to. Pass it as `flowRequiresConsent` with the purchase's language.
 */
export const bill96ConsentAsked = (language: unknown): boolean => language === 'en';

export const isBill96ConsentRequired = (province: unknown, flowRequiresConsent: boolean): boolean =>
  flowRequiresConsent && typeof province === 'string' && province.trim().toUpperCase() === BILL96_PROVINCE;

/**
 * bill96ConsentRequired on field `bill96Consent` when a Québec resident has not given the consent. The
 * consent records that French was offered first (Bill 96), so only an explicit yes counts.
 */
export const bill96ConsentErrors = (input: Bill96ConsentInput): FieldError<'bill96ConsentRequired'>[] => {
  const given = input.consent === true || input.consent === 'true';
  return isBill96ConsentRequired(input.province, input.flowRequiresConsent) && !given
    ? [fieldError('bill96Consent', 'bill96ConsentRequired')]
    : [];
};

/**
 * The documents' language a form offers first: French to a Québec resident (Bill 96), whatever the page's
 * language, else the page's. Choosing English instead is what the consent then records.
 */
export const offeredDocumentLanguage = (province: unknown, pageLanguage: Language): Language =>
  isBill96ConsentRequired(province, true) ? 'fr' : pageLanguage;

import { isBill96ConsentRequired } from '../inputs/bill96-consent';
import { isOneOf, LANGUAGES, type Language } from '../shared/enums';

/** What a policy says about the language of its documents; raw values, so that any row can be asked. */
export interface DocumentLanguageInput {
  /** The language the buyer chose (`lang` of the purchase payload). */
  readonly language: unknown;
  /** tripInformation.provinceOfResidence of the policy. */
  readonly provinceOfResidence: unknown;
  /** The bill96Consent of the purchase: true when French was offered first and the buyer chose English. */
  readonly bill96Consent: unknown;
}

/** Language used when the recorded one is missing or unreadable (the spec's first language). */
export const DEFAULT_DOCUMENT_LANGUAGE: Language = 'en';

const consentGiven = (consent: unknown): boolean => consent === true || consent === 'true';

/**
 * The language of a policy's documents (confirmation PDF and e-mail). Québec residents get French
 * (Bill 96: a standard-form contract binds in another language only when French was offered first and
 * the customer chose that language, which bill96Consent records); everyone else gets the policy's
 * language. Total: an unreadable language falls back to French in Québec and to English elsewhere.
 */
export const documentLanguage = (policy: DocumentLanguageInput): Language => {
  const chosen = isOneOf(LANGUAGES, policy.language) ? policy.language : undefined;
  if (isBill96ConsentRequired(policy.provinceOfResidence, true)) {
    return chosen === 'en' && consentGiven(policy.bill96Consent) ? 'en' : 'fr';
  }
  return chosen ?? DEFAULT_DOCUMENT_LANGUAGE;
};

import type { CardBrand } from '../shared/enums';
import { fail, fieldError, ok, type Result } from '../shared/result';
import type { CardCode } from './card.codes';
import { cardBrandOf } from './card-brand';
import { luhnValid } from './luhn';

export interface CheckedCard {
  readonly digits: string;
  readonly brand: CardBrand;
  /** The only part of the number kept after tokenization (ARCHITECTURE: brand and last four). */
  readonly last4: string;
}

const CARD_DIGITS = /^\d{13,19}$/;

/**
 * A card number as the payment frame checks it: spaces and dashes ignored, 13 to 19 digits, a supported
 * brand and the Luhn check. Every failure is mon_943, the one card message of the spec (section 8).
 */
export const validateCardNumber = (text: unknown, field = 'card'): Result<CheckedCard, CardCode> => {
  const digits = typeof text === 'string' ? text.replace(/[\s-]+/g, '') : '';
  const brand = cardBrandOf(digits);
  if (!CARD_DIGITS.test(digits) || !brand || !luhnValid(digits)) return fail([fieldError(field, 'mon_943')]);
  return ok({ digits, brand, last4: digits.slice(-4) });
};

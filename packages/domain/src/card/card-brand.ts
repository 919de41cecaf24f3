import type { CardBrand } from '../shared/enums';
import { fail, fieldError, ok, type Result } from '../shared/result';
import type { CardCode } from './card.codes';

const BRAND_BY_FIRST_DIGIT: Readonly<Record<string, CardBrand>> = {
  '3': 'american-express',
  '4': 'visa',
  '5': 'mastercard',
};

/** The brand from the first character of a card number or token (spec 4.5); undefined for any other. */
export const cardBrandOf = (numberOrToken: unknown): CardBrand | undefined => {
  if (typeof numberOrToken !== 'string') return undefined;
  const first = numberOrToken.trim().charAt(0);
  return Object.hasOwn(BRAND_BY_FIRST_DIGIT, first) ? BRAND_BY_FIRST_DIGIT[first] : undefined;
};

/** mon_943 when the brand is not one of Visa, Mastercard and American Express (spec 5.4). */
export const validateCardBrand = (numberOrToken: unknown, field = 'card'): Result<CardBrand, CardCode> => {
  const brand = cardBrandOf(numberOrToken);
  return brand ? ok(brand) : fail([fieldError(field, 'mon_943')]);
};

import type { CardBrand } from '../shared/enums';
import { LIMITS } from '../shared/limits';
import { fail, fieldError, ok, type Result } from '../shared/result';
import type { CardCode } from './card.codes';
import { cardBrandOf } from './card-brand';

const ALPHANUMERIC = /^[A-Za-z0-9]+$/;

/** What the manual token field keeps while typing: letters and digits, at most LIMITS.cardTokenLength. */
export const manualTokenInputChanged = (text: string): string =>
  typeof text === 'string' ? text.replace(/[^A-Za-z0-9]+/g, '').slice(0, LIMITS.cardTokenLength) : '';

export interface ManualToken {
  readonly token: string;
  readonly brand: CardBrand;
}

/**
 * A manually entered token (spec 5.4, 9): 1..20 letters or digits, and its brand, read from the first
 * character, must be supported (mon_943). Fewer than LIMITS.cardCheckLength characters is tokenTooShort:
 * the check only makes sense from 15 on, the length of the shortest card number (American Express).
 */
export const validateManualToken = (text: unknown, field = 'token'): Result<ManualToken, CardCode> => {
  const token = typeof text === 'string' ? text.trim() : '';
  if (token === '')
    return fail([
      fieldError(
        field,
        text === undefined || text === null || typeof text === 'string' ? 'tokenRequired' : 'tokenInvalid',
      ),
    ]);
  if (!ALPHANUMERIC.test(token)) return fail([fieldError(field, 'tokenInvalid')]);
  if (token.length > LIMITS.cardTokenLength) {
    return fail([fieldError(field, 'tokenTooLong', { max: LIMITS.cardTokenLength })]);
  }
  if (token.length < LIMITS.cardCheckLength) {
    return fail([fieldError(field, 'tokenTooShort', { min: LIMITS.cardCheckLength })]);
  }
  const brand = cardBrandOf(token);
  return brand ? ok({ token, brand }) : fail([fieldError(field, 'mon_943')]);
};

/**
 * The error to show while the user is still typing: none before the check length is reached, then the
 * same verdict as validateManualToken.
 */
export const manualTokenTypingError = (text: string): CardCode | undefined => {
  const typed = manualTokenInputChanged(text);
  if (typed.length < LIMITS.cardCheckLength) return undefined;
  const result = validateManualToken(typed);
  return result.ok ? undefined : result.errors[0]?.code;
};

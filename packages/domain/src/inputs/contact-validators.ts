import { FIELD_LIMITS } from '../shared/limits';
import { fail, fieldError, ok, type Result } from '../shared/result';
import type { InputCode } from './inputs.codes';
import { POSTAL_CODE_MASK, postalCodeForSubmit, significantLength } from './masks';

export interface ContactCheckOptions {
  /** Field name carried by the error; defaults to the validator's own (phone, postalCode, email). */
  readonly field?: string;
  /** An optional field (e.g. alternatePhone) accepts empty text and gives back ''. Required by default. */
  readonly required?: boolean;
}

/** Nothing typed: undefined, null or only spaces. */
export const isBlank = (text: unknown): boolean =>
  text === undefined || text === null || (typeof text === 'string' && text.trim() === '');

const maskSlots = (mask: string): number => [...mask].filter((c) => c === '9' || c === 'a').length;

const checkMasked = (
  text: unknown,
  options: ContactCheckOptions,
  defaults: { field: string; required: InputCode; invalid: InputCode; mask: string },
  normalize: (t: string) => string,
): Result<string, InputCode> => {
  const field = options.field ?? defaults.field;
  if (isBlank(text))
    return options.required === false ? ok('') : fail([fieldError(field, defaults.required)]);
  if (typeof text !== 'string') return fail([fieldError(field, defaults.invalid)]);
  const value = normalize(text);
  // Complete, and nothing typed beyond what the mask holds (an 11-digit phone number is not silently cut).
  const complete =
    value.length === defaults.mask.length && significantLength(text) === maskSlots(defaults.mask);
  return complete ? ok(value) : fail([fieldError(field, defaults.invalid)]);
};

/**
 * A postal code gives back `K1A 0B1`, uppercased. Only the spec's pattern A1A 1A1 is checked, not Canada
 * Post's unused letters, so that the rule stays the one the spec states.
 */
export const validatePostalCode = (
  text: unknown,
  options: ContactCheckOptions = {},
): Result<string, InputCode> =>
  checkMasked(
    text,
    options,
    {
      field: 'postalCode',
      required: 'postalCodeRequired',
      invalid: 'postalCodeInvalid',
      mask: POSTAL_CODE_MASK,
    },
    postalCodeForSubmit,
  );

// The spec does not show its pattern. This one is the HTML email pattern plus a letters-only top-level
// domain, and no leading, trailing or doubled dot in the local part.
const LABEL = '[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?';
const EMAIL = new RegExp(
  `^(?!\\.)(?!.*\\.\\.)[A-Za-z0-9.!#$%&'*+/=?^_\`{|}~-]+(?<!\\.)@(?:${LABEL}\\.)+[A-Za-z]{2,63}$`,
);

/** An email gives back its trimmed text; longer than FIELD_LIMITS.email is maxLength. */
export const validateEmail = (
  text: unknown,
  options: ContactCheckOptions = {},
): Result<string, InputCode> => {
  const field = options.field ?? 'email';
  if (isBlank(text)) return options.required === false ? ok('') : fail([fieldError(field, 'emailRequired')]);
  if (typeof text !== 'string') return fail([fieldError(field, 'emailInvalid')]);
  const value = text.trim();
  if ([...value].length > FIELD_LIMITS.email) {
    return fail([fieldError(field, 'maxLength', { max: FIELD_LIMITS.email })]);
  }
  return EMAIL.test(value) ? ok(value) : fail([fieldError(field, 'emailInvalid')]);
};

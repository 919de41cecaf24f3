import { parsePhoneNumberFromString } from 'libphonenumber-js';
import { fail, fieldError, ok, type Result } from '../shared/result';
import { isBlank, type ContactCheckOptions } from './contact-validators';
import type { InputCode } from './inputs.codes';

/**
 * Phone numbers of any country, by libphonenumber-js (the maintained port of Google's libphonenumber).
 * A number typed without `+` is read as North American (default region CA), so `416 555 0199` keeps
 * working; `+44 20 7946 0958` is British. Only digits and the signs people type between them are
 * accepted: letters or an extension would be dropped silently by the parser, so they are refused.
 */
export const PHONE_DEFAULT_REGION = 'CA';
const TYPED = /^\+?[\d\s().\-/]+$/;

/** The number in E.164 (`+442079460958`), or undefined when it is not a valid number of its country. */
export const phoneToE164 = (text: string): string | undefined => {
  const typed = text.trim();
  if (!TYPED.test(typed)) return undefined;
  const parsed = parsePhoneNumberFromString(typed, PHONE_DEFAULT_REGION);
  return parsed?.isValid() ? parsed.number : undefined;
};

/** How a stored number reads to people: international format (`+44 20 7946 0958`); other text as is. */
export const phoneForDisplay = (stored: string): string =>
  parsePhoneNumberFromString(stored, PHONE_DEFAULT_REGION)?.formatInternational() ?? stored;

/** What a phone field keeps while typing: the characters a phone number is written with, nothing else. */
export const phoneTyped = (text: string): string =>
  typeof text === 'string' ? [...text].filter((ch) => /[\d\s().\-/+]/.test(ch)).join('') : '';

/**
 * A phone number of any country gives back its E.164 form (`+442079460958`); without `+` it is read as
 * North American (`416 555 0199` gives `+14165550199`). Here rather than with the e-mail and postal
 * code checks, so that a page that checks only an e-mail (saving a quote) does not load libphonenumber.
 */
export const validatePhone = (
  text: unknown,
  options: ContactCheckOptions = {},
): Result<string, InputCode> => {
  const field = options.field ?? 'phone';
  if (isBlank(text)) return options.required === false ? ok('') : fail([fieldError(field, 'phoneRequired')]);
  const e164 = typeof text === 'string' ? phoneToE164(text) : undefined;
  return e164 === undefined ? fail([fieldError(field, 'phoneInvalid')]) : ok(e164);
};

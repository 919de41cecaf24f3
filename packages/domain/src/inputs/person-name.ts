import { fieldError, type FieldError } from '../shared/result';
import { fieldLimitError } from './field-limits';

/**
 * A person's name as people write it: letters of any script (with their combining accents), apostrophes
 * (' and ’), hyphens and spaces; it starts and ends with a letter. Punctuation is refused because the
 * insurer's documents and the card provider print names verbatim.
 */
const PERSON_NAME = /^\p{L}(?:[\p{L}\p{M} '’-]*[\p{L}\p{M}])?$/u;

export const isPersonName = (text: string): boolean => PERSON_NAME.test(text.trim());

export type PersonNameCode = 'maxLength' | 'nameInvalid';

/**
 * Errors of one name field (traveller first or last name, card holder): `required` when blank, the
 * spec 5.6 limit (100 characters, trimmed), then `nameInvalid`. One rule for the form and the server.
 */
export const personNameErrors = <R extends string>(
  field: string,
  value: unknown,
  required: R,
): FieldError<R | PersonNameCode>[] => {
  const trimmed = typeof value === 'string' ? value.trim() : '';
  if (trimmed === '') return [fieldError(field, required)];
  const tooLong = fieldLimitError(field, trimmed, 'name');
  if (tooLong) return [tooLong];
  return isPersonName(trimmed) ? [] : [fieldError(field, 'nameInvalid')];
};

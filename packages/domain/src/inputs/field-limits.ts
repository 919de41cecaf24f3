import { FIELD_LIMITS } from '../shared/limits';
import { fieldError, type FieldError } from '../shared/result';

export type FieldLimitName = keyof typeof FIELD_LIMITS;

/** Which limit of spec 5.6 each form field obeys (names of section 3's forms and payloads). */
export const FIELD_LIMIT_OF: Readonly<Record<string, FieldLimitName>> = {
  firstName: 'name',
  lastName: 'name',
  employeeName: 'name',
  cardHolderName: 'name',
  name: 'name',
  email: 'email',
  emailAddress: 'email',
  addressLine1: 'address',
  addressLine2: 'address',
  city: 'city',
  schoolCity: 'city',
  tripAverageLength: 'tripLength',
  modeOfTransportation: 'transportMode',
  profileCode: 'profileCode',
};

/** Characters are counted as code points, as the database counts them (an emoji is one character). */
export const characterCount = (text: string): number => [...text].length;

/** maxLength with params { max } when `value` is longer than the limit; undefined otherwise. */
export const fieldLimitError = (
  field: string,
  value: unknown,
  limit: FieldLimitName | undefined = FIELD_LIMIT_OF[field],
): FieldError<'maxLength'> | undefined => {
  if (limit === undefined || typeof value !== 'string') return undefined;
  const max = FIELD_LIMITS[limit];
  return characterCount(value) > max ? fieldError(field, 'maxLength', { max }) : undefined;
};

/** Every field of `values` that has a limit and exceeds it, in the order of the object's keys. */
export const fieldLimitErrors = (values: Readonly<Record<string, unknown>>): FieldError<'maxLength'>[] =>
  Object.entries(values).flatMap(([field, value]) => {
    const error = fieldLimitError(field, value);
    return error ? [error] : [];
  });

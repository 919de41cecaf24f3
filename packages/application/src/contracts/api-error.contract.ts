import * as t from 'io-ts';

/**
 * Error codes of the HTTP API itself (not of a business rule). Each is an i18next key with EN and
 * FR text in translations/errors/api.{en,fr}.json.
 */
export const API_ERROR_CODES = [
  'badRequest',
  'required',
  'invalidValue',
  'unauthorized',
  'forbidden',
  'csrfInvalid',
  'sessionExpired',
  'notFound',
  'payloadTooLarge',
  'unsupportedMediaType',
  'tooManyRequests',
  'conflict',
  'internalError',
  'unavailable',
  // Refused by the edge decoder before any contract (a field's code, under badRequest).
  'invalidCharacters',
  'tooDeep',
  'invalidNumber',
  'reservedKey',
  'requestTimeout',
] as const;
export type ApiErrorCode = (typeof API_ERROR_CODES)[number];

export const FieldProblem = t.type({ path: t.string, code: t.string });
export type FieldProblem = t.TypeOf<typeof FieldProblem>;

/** The one error body of the API: `{ error: { code, message, fields: [{ path, code }] } }`. */
export const ApiError = t.type({
  error: t.type({ code: t.string, message: t.string, fields: t.array(FieldProblem) }),
});
export type ApiError = t.TypeOf<typeof ApiError>;

export const apiError = (code: string, message: string, fields: readonly FieldProblem[] = []): ApiError => ({
  error: { code, message, fields: [...fields] },
});

import { apiError, type ApiErrorCode, type FieldProblem } from '@tripx/application';
import type { FieldError } from '@tripx/domain';
import type { FastifyError, FastifyReply } from 'fastify';

const MESSAGES: Record<ApiErrorCode, string> = {
  badRequest: 'The request is malformed.',
  required: 'A required value is missing.',
  invalidValue: 'A value is not valid.',
  unauthorized: 'Sign in to continue.',
  forbidden: 'You do not have access to this.',
  csrfInvalid: 'The request is missing a valid CSRF token.',
  sessionExpired: 'Your session has expired.',
  notFound: 'Not found.',
  payloadTooLarge: 'The request body is too large.',
  unsupportedMediaType: 'Send JSON (application/json).',
  tooManyRequests: 'Too many requests; try again in a minute.',
  conflict: 'The request conflicts with the current state.',
  internalError: 'Something went wrong on our side.',
  unavailable: 'This service is not available right now.',
  invalidCharacters: 'A value holds a NUL character or half of a character pair.',
  tooDeep: 'The request is nested too deeply.',
  invalidNumber: 'A number is too large to be taken exactly.',
  reservedKey: 'A field name is reserved (__proto__, constructor.prototype).',
  requestTimeout: 'The request took too long to arrive.',
};

export const messageOf = (code: string): string => MESSAGES[code as ApiErrorCode] ?? MESSAGES.invalidValue;

/** The API's error body of one of its own codes, with its message. */
export const errorBody = (code: string, fields: readonly FieldProblem[] = []) =>
  apiError(code, messageOf(code), fields);

export const sendError = (
  reply: FastifyReply,
  status: number,
  code: string,
  fields: readonly FieldProblem[] = [],
): FastifyReply => reply.code(status).type('application/json; charset=utf-8').send(errorBody(code, fields));

/** A rule's field errors as the error body of a 400, whose top-level code is the first error's. */
export const fieldErrorsBody = (errors: readonly FieldError[]) =>
  errorBody(
    errors.length === 1 && errors[0]?.field === '' ? (errors[0]?.code ?? 'badRequest') : 'badRequest',
    errors.map((e) => ({ path: e.field, code: e.code })),
  );

/** A rule's field errors as a 400. */
export const sendFieldErrors = (reply: FastifyReply, errors: readonly FieldError[]): FastifyReply =>
  reply.code(400).type('application/json; charset=utf-8').send(fieldErrorsBody(errors));

/** Fastify's own 4xx errors, answered in the API's error shape. */
const CLIENT_ERRORS: Readonly<Record<string, readonly [number, string]>> = {
  FST_ERR_CTP_BODY_TOO_LARGE: [413, 'payloadTooLarge'],
  FST_ERR_CTP_INVALID_MEDIA_TYPE: [415, 'unsupportedMediaType'],
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: [400, 'badRequest'],
  FST_ERR_CTP_EMPTY_JSON_BODY: [400, 'badRequest'],
  FST_ERR_CTP_INVALID_JSON_BODY: [400, 'badRequest'],
};

/** The status and code of an error of the client's making that Fastify raised; undefined for ours (500). */
export const clientErrorOf = (
  error: FastifyError,
): { readonly status: number; readonly code: string } | undefined => {
  const known = error.code ? CLIENT_ERRORS[error.code] : undefined;
  if (known) return { status: known[0], code: known[1] };
  const status = error.statusCode;
  return status !== undefined && status >= 400 && status < 500
    ? { status, code: status === 404 ? 'notFound' : status === 429 ? 'tooManyRequests' : 'badRequest' }
    : undefined;
};

import { apiError, type ApiErrorCode, type FieldProblem } from '@tripx/application';
import type { FieldError } from '@tripx/domain';
import type { FastifyReply } from 'fastify';

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

export const sendError = (
  reply: FastifyReply,
  status: number,
  code: string,
  fields: readonly FieldProblem[] = [],
): FastifyReply =>
  reply
    .code(status)
    .type('application/json; charset=utf-8')
    .send(apiError(code, messageOf(code), fields));

/** A rule's field errors as a 400 whose top-level code is the first error's. */
export const sendFieldErrors = (reply: FastifyReply, errors: readonly FieldError[]): FastifyReply =>
  sendError(
    reply,
    400,
    errors.length === 1 && errors[0]?.field === '' ? (errors[0]?.code ?? 'badRequest') : 'badRequest',
    errors.map((e) => ({ path: e.field, code: e.code })),
  );

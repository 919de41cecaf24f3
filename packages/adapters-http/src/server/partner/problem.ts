import { ApiError, type ProblemDocument } from '@tripx/application';
import type { FastifyReply } from 'fastify';
import { messageOf } from '../http-errors';

/** RFC 9457's media type: every refusal of the partner API is written in it. */
export const PROBLEM_MEDIA_TYPE = 'application/problem+json';

/** A field a problem points at, with the code of what is wrong with it (our extension). */
export interface ProblemField {
  readonly name: string;
  readonly code: string;
}

/** An RFC 9457 problem, with our `code` (an i18next key) and `fields` extensions. */
export interface Problem {
  /** A URI reference naming the kind of problem (resolved against the request's URI): the page's section of `code` unless told. */
  readonly type?: string;
  /** The status's title unless told (RFC 9457: it does not change from one occurrence to the next). */
  readonly title?: string;
  /** The API's message of `code` unless told. */
  readonly detail?: string;
  readonly code: string;
  /** The request's fields it points at (`query.updatedSince`, `paxes.1.dateOfBirth`). */
  readonly fields?: readonly ProblemField[];
}

/** Where a problem's code is explained: the partner API's page. */
export const problemType = (code: string): string => `/partner/docs#${code}`;

const TITLES: Readonly<Record<number, string>> = {
  400: 'Bad request',
  401: 'Unauthorized',
  402: 'Payment refused',
  403: 'Forbidden',
  404: 'Not found',
  408: 'Request timeout',
  409: 'Conflict',
  413: 'Payload too large',
  414: 'URI too long',
  415: 'Unsupported media type',
  429: 'Too many requests',
  500: 'Internal error',
  503: 'Service unavailable',
  513: 'Activation failed',
};

/** The problem document of a status and a problem, its defaults filled in. */
export const problemOf = (status: number, problem: Problem): ProblemDocument => ({
  type: problem.type ?? problemType(problem.code),
  title: problem.title ?? TITLES[status] ?? 'Refused',
  status,
  detail: problem.detail ?? messageOf(problem.code),
  code: problem.code,
  fields: [...(problem.fields ?? [])],
});

/**
 * Answers `status` with the problem as `application/problem+json` (the `/partner/v1` error shape),
 * with `extensions` (members of the answer beside the problem's, RFC 9457 §3.2).
 */
export const writeProblem = (
  reply: FastifyReply,
  status: number,
  problem: Problem,
  extensions: Readonly<Record<string, unknown>> = {},
): FastifyReply =>
  reply
    .code(status)
    .type(`${PROBLEM_MEDIA_TYPE}; charset=utf-8`)
    .send({ ...extensions, ...problemOf(status, problem) });

/**
 * The problem of an answer in the API's error body (`{ error: { code, message, fields } }`, as the
 * contexts' status tables make it through `failureAnswer`, or as an idempotency key kept it): the
 * same code, message and fields, and the body's other members as extensions. One mapping: the
 * partner API answers every refusal the apps answer, in RFC 9457's shape.
 */
export const problemOfErrorBody = (
  body: unknown,
): { readonly problem: Problem; readonly extensions: Readonly<Record<string, unknown>> } => {
  if (!ApiError.is(body)) return { problem: { code: 'internalError' }, extensions: {} };
  const { error, ...extensions } = body as ApiError & Record<string, unknown>;
  return {
    problem: {
      code: error.code,
      detail: error.message,
      fields: error.fields.map((f) => ({ name: f.path, code: f.code })),
    },
    extensions,
  };
};

import { apiError, type ApiError } from '@tripx/application';
import { Cause, Effect, Either, Exit, Fiber, Option, Runtime } from 'effect';
import type { FastifyReply } from 'fastify';
import { messageOf } from './http-errors';

/** A use case's failure as the edge reads it: a tag, the spec's code, and the fields it points at. */
export interface TaggedFailure {
  readonly _tag: string;
  readonly code: string;
  readonly message?: string;
  readonly fields?: readonly { readonly path: string; readonly code: string }[];
}

/**
 * How one failure answers: its status, and the body's code or message when they are not the
 * failure's own (a message that names an HTTP header belongs here, not in application).
 */
export type Answer = number | { readonly status: number; readonly code?: string; readonly message?: string };

/**
 * One context's tag → answer table. Typed over the context's error union, so that a new failure
 * without an answer does not compile. The only place a context's HTTP statuses are chosen.
 */
export type Statuses<E extends TaggedFailure> = { readonly [Tag in E['_tag']]: Answer };

type Settled<A, E> = Either.Either<A, E> | Promise<Either.Either<A, E>>;

/**
 * Runs a use case's Effect once, for one request, on the caller's stack: a synchronous one (rating
 * over the in-memory catalogue) is settled at once, with no promise and no scheduled fiber; one that
 * turns out asynchronous goes on in its fiber, and its promise is returned. A defect rejects (the
 * error handler answers 500).
 */
const settle = <A, E>(effect: Effect.Effect<A, E>): Settled<A, E> => {
  const exit = Effect.runSyncExit(effect);
  if (Exit.isSuccess(exit)) return Either.right(exit.value);
  // The failure read from the Exit itself (no Effect.either around the use case: one step less per request).
  const failure = Cause.failureOption(exit.cause);
  if (Option.isSome(failure)) return Either.left(failure.value);
  const defect = Cause.squash(exit.cause);
  return Runtime.isAsyncFiberException(defect)
    ? Effect.runPromise(Effect.either(Fiber.join(defect.fiber as Fiber.RuntimeFiber<A, E>)))
    : Promise.reject(defect);
};

/** `settle` as a promise, for callers that await the value. */
export const runEffect = <A, E>(effect: Effect.Effect<A, E>): Promise<Either.Either<A, E>> => {
  const settled = settle(effect);
  return Either.isEither(settled) ? Promise.resolve(settled) : settled;
};

/** The API's error body of a failure, and its status from the context's table. */
export const failureAnswer = <E extends TaggedFailure>(
  failure: E,
  statuses: Statuses<E>,
): { readonly status: number; readonly body: ApiError } => {
  const answer = statuses[failure._tag as E['_tag']];
  const table: Exclude<Answer, number> = typeof answer === 'number' ? { status: answer } : answer;
  const code = table.code ?? failure.code;
  const own = failure.message !== undefined && failure.message !== '' ? failure.message : undefined;
  const message = table.message ?? own ?? messageOf(code);
  const status = table.status;
  return { status, body: apiError(code, message, failure.fields ?? []) };
};

/** How a refusal is written: its status and the API's error body of the failure. */
export type Refuse = (reply: FastifyReply, status: number, body: ApiError) => FastifyReply;

/** The apps' refusal: the API's error body as JSON. */
export const sendApiError: Refuse = (reply, status, body) =>
  reply.code(status).type('application/json; charset=utf-8').send(body);

/**
 * Answers a use case's Effect: its value with `success` (200 unless told), or its failure with the
 * status and body of the context's table. An Effect that finishes on the caller's stack is answered
 * at once and `undefined` returned, so that a route handler that is not `async` (the quote's) answers
 * with no promise, no await and no thenable for Fastify to follow; otherwise the promise of the answer.
 */
export const answerEffectNowWith =
  (refuse: Refuse) =>
  <A, E extends TaggedFailure>(
    reply: FastifyReply,
    effect: Effect.Effect<A, E>,
    statuses: Statuses<E>,
    success = 200,
  ): Promise<FastifyReply> | undefined => {
    const answer = (r: Either.Either<A, E>): FastifyReply => {
      if (Either.isRight(r)) return reply.code(success).send(r.right);
      const { status, body } = failureAnswer(r.left, statuses);
      return refuse(reply, status, body);
    };
    const settled = settle(effect);
    if (!Either.isEither(settled)) return settled.then(answer);
    answer(settled);
    return undefined;
  };

/**
 * `answerEffect` with refusals written by `refuse` (the partner API writes them as RFC 9457
 * problems): the same statuses from the same tables.
 */
export const answerEffectWith = (refuse: Refuse) => {
  const answerNow = answerEffectNowWith(refuse);
  return async <A, E extends TaggedFailure>(
    reply: FastifyReply,
    effect: Effect.Effect<A, E>,
    statuses: Statuses<E>,
    success = 200,
  ): Promise<FastifyReply> => (await answerNow(reply, effect, statuses, success)) ?? reply;
};

/**
 * Runs `effect` and answers it: its value with `success` (200 unless told), or its failure with
 * the status and body of the context's table.
 */
export const answerEffect = answerEffectWith(sendApiError);

/** `answerEffect` for handlers that are not `async`: undefined once answered, else the promise. */
export const answerEffectNow = answerEffectNowWith(sendApiError);

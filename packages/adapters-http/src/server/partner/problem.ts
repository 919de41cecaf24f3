import type { FastifyReply } from 'fastify';

/** A field a problem points at, with the code of what is wrong with it (our extension). */
export interface ProblemField {
  readonly name: string;
  readonly code: string;
}

/** An RFC 9457 problem, with our `code` (an i18next key) and `fields` extensions. */
export interface Problem {
  /** A URI reference naming the kind of problem (resolved against the request's URI). */
  readonly type: string;
  readonly title: string;
  readonly detail?: string;
  readonly code: string;
  readonly fields?: readonly ProblemField[];
}

/** Answers `status` with the problem as `application/problem+json` (the `/partner/v1` error shape). */
export const writeProblem = (reply: FastifyReply, status: number, problem: Problem): FastifyReply =>
  reply
    .code(status)
    .type('application/problem+json; charset=utf-8')
    .send({
      type: problem.type,
      title: problem.title,
      status,
      ...(problem.detail === undefined ? {} : { detail: problem.detail }),
      code: problem.code,
      fields: problem.fields ?? [],
    });

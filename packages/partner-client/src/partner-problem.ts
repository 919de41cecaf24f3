import type { components } from './partner-v1';

/** An RFC 9457 problem as the partner API answers it, with its `code` and `fields` extensions. */
export type Problem = components['schemas']['Problem'];
/** A field of the request a problem points at (`body.paxes.0.dateOfBirth`), with its own code. */
export type ProblemField = Problem['fields'][number];

const isProblem = (body: unknown): body is Problem => {
  const b = body as Partial<Problem> | null;
  return (
    typeof b === 'object' &&
    b !== null &&
    typeof b.code === 'string' &&
    typeof b.title === 'string' &&
    Array.isArray(b.fields)
  );
};

/**
 * The partner API refused a request: the problem it answered (`application/problem+json`), with the
 * API's `code` (an error code of the apps) and the request's `fields` it blames. An answer that is
 * not a problem (a proxy's error page) becomes one of code `unexpectedAnswer`, its text as detail.
 */
export class PartnerProblem extends Error {
  override readonly name = 'PartnerProblem';
  readonly status: number;
  readonly code: string;
  readonly fields: readonly ProblemField[];

  constructor(readonly problem: Problem & Record<string, unknown>) {
    super(`${problem.status} ${problem.code}: ${problem.detail || problem.title}`);
    this.status = problem.status;
    this.code = problem.code;
    this.fields = problem.fields;
  }

  /** The problem of a refused answer, whatever its body (the parsed JSON or the text). */
  static of(response: Response, body: unknown): PartnerProblem {
    if (isProblem(body)) return new PartnerProblem({ ...body, status: response.status });
    return new PartnerProblem({
      type: 'about:blank',
      title: response.statusText,
      status: response.status,
      detail: typeof body === 'string' ? body.slice(0, 500) : JSON.stringify(body ?? null),
      code: 'unexpectedAnswer',
      fields: [],
    });
  }
}

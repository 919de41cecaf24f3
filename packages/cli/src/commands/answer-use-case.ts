import type { Language } from '@tripx/domain';
import { Effect } from 'effect';
import type { CliIo } from '../cli-io';
import { errorBody, EXIT, type CliProblem, type ExitCode } from '../cli-error';

/** A use case's tagged failure as the CLI reads it: the spec's code and, for invalid input, the fields. */
export interface UseCaseFailure {
  readonly _tag: string;
  readonly code: string;
  readonly fields?: readonly CliProblem[];
}

/** Failures that blame the input: the body (its fields, its organization) or something it names. */
const INVALID_INPUT: readonly string[] = ['InvalidRequest', 'NotFound', 'OrganizationMismatch'];

/**
 * Runs a use case once and answers as the API does: the value as JSON (exit 0), or the API's error
 * body — exit 2 when the input is to blame, 1 for anything else (the catalogue unavailable).
 */
export const answerUseCase = async <A>(
  io: CliIo,
  lang: Language,
  effect: Effect.Effect<A, UseCaseFailure>,
  format: (value: A) => string = (value) => JSON.stringify(value, null, 2),
): Promise<ExitCode> => {
  const result = await Effect.runPromise(Effect.either(effect));
  if (result._tag === 'Right') {
    io.out(format(result.right));
    return EXIT.ok;
  }
  const error = result.left;
  io.out(errorBody(lang, error.code, error.fields ?? []));
  return INVALID_INPUT.includes(error._tag) ? EXIT.invalidInput : EXIT.failure;
};

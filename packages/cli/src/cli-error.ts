import type { Language } from '@tripx/domain';
import { label } from './labels';

/** 0: done; 1: the product could not run (catalogue refused); 2: the input was invalid. */
export const EXIT = { ok: 0, failure: 1, invalidInput: 2 } as const;
export type ExitCode = (typeof EXIT)[keyof typeof EXIT];

export const CLI_ERROR_CODES = [
  'invalidCommand',
  'invalidRateFile',
  'catalogueRejected',
  'unknownOption',
  'missingArgument',
  'apiKeyMissing',
  'apiUnreachable',
] as const;

export interface CliProblem {
  readonly path: string;
  readonly code: string;
}

/** The API's 400 body: `{ error: { code, message, fields: [{ path, code }] } }`. */
export const errorBody = (lang: Language, code: string, fields: readonly CliProblem[]): string =>
  JSON.stringify(
    {
      error: {
        code,
        message: label(lang, code),
        fields: fields.map((f) => ({ path: f.path, code: f.code })),
      },
    },
    null,
    2,
  );

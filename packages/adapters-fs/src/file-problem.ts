import type { FieldError } from '@tripx/domain';

/** Codes of the file layer itself (the rest come from the codecs and the domain checks). */
export const CATALOGUE_FILE_CODES = [
  'fileMissing',
  'invalidJson',
  'effectiveDateMismatch',
  'noRateFiles',
] as const;
export type CatalogueFileCode = (typeof CATALOGUE_FILE_CODES)[number];

/** One wrong field of one file: the file relative to the catalogue directory, the field's path in it. */
export interface FileProblem {
  readonly file: string;
  readonly path: string;
  readonly code: string;
}

export const problemsOf = (file: string, errors: readonly FieldError[]): FileProblem[] =>
  errors.map((e) => ({ file, path: e.field, code: e.code }));

export const formatProblem = (p: FileProblem): string => `${p.file}${p.path ? `#${p.path}` : ''}: ${p.code}`;

/** Thrown by the composition root's loader: the product never starts on a half-valid catalogue. */
export class CatalogueRejected extends Error {
  constructor(readonly problems: readonly FileProblem[]) {
    super(
      `The catalogue was refused (${problems.length} problem(s)):\n${problems.map(formatProblem).join('\n')}`,
    );
    this.name = 'CatalogueRejected';
  }
}

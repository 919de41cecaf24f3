import type { FieldError } from '@tripx/domain';
import type { FieldProblem } from '../contracts/api-error.contract';
import type { OrganizationMismatch } from '../session/session-organization';

/** Failures of the rating use cases, as values on Effect's error channel. */
export interface InvalidRequest {
  readonly _tag: 'InvalidRequest';
  readonly code: 'invalidRequest';
  readonly fields: readonly FieldProblem[];
}

export interface CatalogueUnavailable {
  readonly _tag: 'CatalogueUnavailable';
  readonly code: 'catalogueUnavailable';
  readonly message: string;
}

export interface RatingNotFound {
  readonly _tag: 'NotFound';
  readonly code: 'planNotFound' | 'questionnaireNotFound';
}

export type RatingError = InvalidRequest | CatalogueUnavailable | RatingNotFound | OrganizationMismatch;

export const RATING_ERROR_CODES = [
  'invalidRequest',
  'catalogueUnavailable',
  'planNotFound',
  'questionnaireNotFound',
] as const;

export const invalidRequest = (errors: readonly FieldError[]): InvalidRequest => ({
  _tag: 'InvalidRequest',
  code: 'invalidRequest',
  fields: errors.map((e) => ({ path: e.field, code: e.code })),
});

export const catalogueUnavailable = (message: string): CatalogueUnavailable => ({
  _tag: 'CatalogueUnavailable',
  code: 'catalogueUnavailable',
  message,
});

export const notFound = (code: RatingNotFound['code']): RatingNotFound => ({ _tag: 'NotFound', code });

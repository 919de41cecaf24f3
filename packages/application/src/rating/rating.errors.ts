import type { FieldError } from '@tripx/domain';
import { Data } from 'effect';
import type { FieldProblem } from '../contracts/api-error.contract';
import type { LicenceRefused } from '../distribution/distribution.errors';
import type { OrganizationMismatch } from '../session/session-organization';

/**
 * Failures of the rating use cases, as values on Effect's error channel. Each carries the spec's
 * code (an i18next key); the HTTP status is chosen at the edge (adapters-http `rating.statuses.ts`).
 */
export class InvalidRequest extends Data.TaggedError('InvalidRequest')<{
  readonly code: 'invalidRequest';
  readonly fields: readonly FieldProblem[];
}> {}

export class CatalogueUnavailable extends Data.TaggedError('CatalogueUnavailable')<{
  readonly code: 'catalogueUnavailable';
  readonly reason: string;
}> {}

export class RatingNotFound extends Data.TaggedError('NotFound')<{
  readonly code: 'planNotFound' | 'questionnaireNotFound';
}> {}

export type RatingError =
  InvalidRequest | CatalogueUnavailable | RatingNotFound | OrganizationMismatch | LicenceRefused;

export const RATING_ERROR_CODES = [
  'invalidRequest',
  'catalogueUnavailable',
  'planNotFound',
  'questionnaireNotFound',
] as const;

export const invalidRequest = (errors: readonly FieldError[]): InvalidRequest =>
  new InvalidRequest({
    code: 'invalidRequest',
    fields: errors.map((e) => ({ path: e.field, code: e.code })),
  });

export const catalogueUnavailable = (reason: string): CatalogueUnavailable =>
  new CatalogueUnavailable({ code: 'catalogueUnavailable', reason });

export const notFound = (code: RatingNotFound['code']): RatingNotFound => new RatingNotFound({ code });

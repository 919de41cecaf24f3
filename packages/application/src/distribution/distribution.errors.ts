import type { FieldError, SellingLicenceCode } from '@tripx/domain';
import { Data } from 'effect';
import type { FieldProblem } from '../contracts/api-error.contract';

/**
 * Failures of the distribution use cases (agents, licences, organizations, reports, links), as
 * values on Effect's error channel. Each carries the spec's code (an i18next key); the HTTP status
 * is chosen at the edge (adapters-http `distribution.statuses.ts`).
 */

/** An agent who may not sell in the trip's province today (quote and purchase). */
export class LicenceRefused extends Data.TaggedError('LicenceRefused')<{
  readonly code: SellingLicenceCode;
  readonly message: string;
  readonly fields: readonly FieldProblem[];
}> {}

/** A form (profile, licence, link, content) that breaks a rule: the fields and their codes. */
export class InvalidForm extends Data.TaggedError('InvalidForm')<{
  readonly code: 'invalidRequest';
  readonly fields: readonly FieldProblem[];
}> {}

/** Absent, or out of the caller's reach (another organization's data answers as a missing one). */
export class DistributionNotFound extends Data.TaggedError('NotFound')<{ readonly code: 'notFound' }> {}

/** The caller may not do this at all (an anonymous caller, a partner asking for staff data). */
export class DistributionForbidden extends Data.TaggedError('Forbidden')<{ readonly code: 'forbidden' }> {}

/** A profile code or a licence number already in use. */
export class DistributionConflict extends Data.TaggedError('Conflict')<{ readonly code: 'conflict' }> {}

/** Licences are authorized by insurer staff only: a partner may keep AUTHORIZED, never grant it. */
export class LicenceAuthorizationStaffOnly extends Data.TaggedError('LicenceAuthorizationStaffOnly')<{
  readonly code: 'licenceAuthorizationStaffOnly';
}> {}

/** What a distribution write may fail with. */
export type DistributionWriteError =
  | InvalidForm
  | DistributionNotFound
  | DistributionForbidden
  | DistributionConflict
  | LicenceAuthorizationStaffOnly;

export type DistributionError = DistributionWriteError | LicenceRefused;

export const DISTRIBUTION_ERROR_CODES = [
  'invalidRequest',
  'notFound',
  'forbidden',
  'conflict',
  'licenceAuthorizationStaffOnly',
  'licenceMissing',
  'licenceExpired',
  'licenceNotAuthorized',
] as const;

export const invalidForm = (errors: readonly FieldError[]): InvalidForm =>
  new InvalidForm({ code: 'invalidRequest', fields: errors.map((e) => ({ path: e.field, code: e.code })) });
export const notFound = (): DistributionNotFound => new DistributionNotFound({ code: 'notFound' });
export const forbidden = (): DistributionForbidden => new DistributionForbidden({ code: 'forbidden' });
export const conflict = (): DistributionConflict => new DistributionConflict({ code: 'conflict' });
export const staffOnly = (): LicenceAuthorizationStaffOnly =>
  new LicenceAuthorizationStaffOnly({ code: 'licenceAuthorizationStaffOnly' });

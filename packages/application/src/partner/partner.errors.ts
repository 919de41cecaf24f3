import type { FieldError } from '@tripx/domain';
import { Data } from 'effect';
import type { FieldProblem } from '../contracts/api-error.contract';

/**
 * Failures of the partner-key use cases, as values on Effect's error channel. Each carries its
 * code (an i18next key); the HTTP status is chosen at the edge (adapters-http `partner.statuses.ts`,
 * and the partner-auth plugin for authentication).
 */

/** A key form that breaks a rule (checkPartnerKeyForm): the fields and their codes. */
export class PartnerKeyInvalid extends Data.TaggedError('PartnerKeyInvalid')<{
  readonly code: 'invalidRequest';
  readonly fields: readonly FieldProblem[];
}> {}

/** No such key or organization, or one out of the caller's data scope (answered alike). */
export class PartnerKeyNotFound extends Data.TaggedError('PartnerKeyNotFound')<{
  readonly code: 'notFound';
}> {}

/** Rotating or revoking a key that is already revoked. */
export class PartnerKeyAlreadyRevoked extends Data.TaggedError('PartnerKeyAlreadyRevoked')<{
  readonly code: 'partnerKeyAlreadyRevoked';
}> {}

/** A presented secret that is not one of ours, or does not match its key (never told apart). */
export class PartnerKeyUnknown extends Data.TaggedError('PartnerKeyUnknown')<{
  readonly code: 'partnerKeyUnknown';
}> {}

/** The right secret of a key that staff revoked (told only to whoever holds the secret). */
export class PartnerKeyRevoked extends Data.TaggedError('PartnerKeyRevoked')<{
  readonly code: 'partnerKeyRevoked';
}> {}

export type PartnerKeyManageError = PartnerKeyInvalid | PartnerKeyNotFound | PartnerKeyAlreadyRevoked;
export type PartnerAuthError = PartnerKeyUnknown | PartnerKeyRevoked;
export type PartnerKeyError = PartnerKeyManageError | PartnerAuthError;

export const PARTNER_KEY_ERROR_CODES = [
  'invalidRequest',
  'notFound',
  'partnerKeyAlreadyRevoked',
  'partnerKeyUnknown',
  'partnerKeyRevoked',
  'partnerKeyNameTooLong',
  'partnerScopeNeedsRead',
] as const;

export const partnerKeyInvalid = (errors: readonly FieldError[]): PartnerKeyInvalid =>
  new PartnerKeyInvalid({
    code: 'invalidRequest',
    fields: errors.map((e) => ({ path: e.field, code: e.code })),
  });
export const partnerKeyNotFound = (): PartnerKeyNotFound => new PartnerKeyNotFound({ code: 'notFound' });
export const partnerKeyAlreadyRevoked = (): PartnerKeyAlreadyRevoked =>
  new PartnerKeyAlreadyRevoked({ code: 'partnerKeyAlreadyRevoked' });
export const partnerKeyUnknown = (): PartnerKeyUnknown =>
  new PartnerKeyUnknown({ code: 'partnerKeyUnknown' });
export const partnerKeyRevoked = (): PartnerKeyRevoked =>
  new PartnerKeyRevoked({ code: 'partnerKeyRevoked' });

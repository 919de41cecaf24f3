import { Data } from 'effect';

/** Error codes of policy administration (each is also its label key). */
export const POLICY_MAINTENANCE_CODES = [
  'notFound',
  'forbidden',
  'versionConflict',
  'policyNotActive',
  'policyNotCancelled',
  'paymentMethodInvalid',
  'paymentTokenMissing',
  'paymentFailed',
  'refundExceedsPaid',
  'rerateFailed',
  'noFailedUpdate',
  'cancellationRuleMissing',
  'noteInvalid',
  /** Money of an earlier action of the booking is still moving (the outbox retries it). */
  'moneyPending',
  /** The amount the staff member confirmed is no longer what the action would charge or refund. */
  'amountChanged',
  /** A refusal whose `fields` name each value refused, with a field code. */
  'invalidValue',
] as const;
export type PolicyMaintenanceCode = (typeof POLICY_MAINTENANCE_CODES)[number];

/** Codes of the fields an `invalidValue` refusal names (each is also its label key). */
export const POLICY_MAINTENANCE_FIELD_CODES = [
  'dateOfBirthRequired',
  'duplicateTraveller',
  'duplicateDependent',
] as const;
export type PolicyMaintenanceFieldCode = (typeof POLICY_MAINTENANCE_FIELD_CODES)[number];

/** A refused value: its path in the request body and why. */
export interface PolicyFieldError {
  readonly path: string;
  readonly code: PolicyMaintenanceFieldCode;
}

/** Why the money of an action cannot be planned (money-moves.ts). */
export type MoneyPlanCode =
  'paymentMethodInvalid' | 'paymentTokenMissing' | 'refundExceedsPaid' | 'paymentFailed';

/*
 * Failures of policy administration, as values on Effect's error channel. Each carries the spec's
 * code (an i18next key); the HTTP status is chosen at the edge (adapters-http `policy.statuses.ts`).
 */

/** Nobody is signed in. */
export class PolicySignInRequired extends Data.TaggedError('PolicySignInRequired')<{
  readonly code: 'forbidden';
}> {}

/** The signed-in user lacks a claim of the action. */
export class PolicyForbidden extends Data.TaggedError('PolicyForbidden')<{ readonly code: 'forbidden' }> {}

/** No such policy, or one outside the caller's data scope (numbers cannot be probed); no kept update. */
export class PolicyNotFound extends Data.TaggedError('PolicyNotFound')<{
  readonly code: 'notFound' | 'noFailedUpdate';
}> {}

/** The booking's state refuses the action: another save, its status, money still moving, its terms. */
export class PolicyConflict extends Data.TaggedError('PolicyConflict')<{
  readonly code:
    | 'versionConflict'
    | 'policyNotActive'
    | 'policyNotCancelled'
    | 'moneyPending'
    | 'amountChanged'
    | 'cancellationRuleMissing'
    | MoneyPlanCode;
}> {}

/** The request refused as sent: its fields (invalidValue), its note, its price, how it pays. */
export class PolicyInvalid extends Data.TaggedError('PolicyInvalid')<{
  readonly code: 'invalidValue' | 'noteInvalid' | 'rerateFailed' | MoneyPlanCode;
  readonly fields: readonly PolicyFieldError[];
}> {}

/** The card declined (the action was undone), or the reinstatement cannot be charged. */
export class PolicyPaymentRefused extends Data.TaggedError('PolicyPaymentRefused')<{
  readonly code: 'paymentFailed' | 'paymentMethodInvalid' | 'paymentTokenMissing';
}> {}

/** The rate version the policy was sold on has no cancellation terms: a catalogue defect. */
export class CancellationTermsMissing extends Data.TaggedError('CancellationTermsMissing')<{
  readonly code: 'cancellationRuleMissing';
}> {}

export type PolicyAccessError = PolicySignInRequired | PolicyForbidden | PolicyNotFound;

export type PolicyMaintenanceError =
  PolicyAccessError | PolicyConflict | PolicyInvalid | PolicyPaymentRefused | CancellationTermsMissing;

export const policyNotFound = (code: PolicyNotFound['code'] = 'notFound'): PolicyNotFound =>
  new PolicyNotFound({ code });

export const policyConflict = (code: PolicyConflict['code']): PolicyConflict => new PolicyConflict({ code });

/** invalidValue with the refused fields, or another refusal of the request as sent: nothing is written. */
export const policyInvalid = (
  code: PolicyInvalid['code'],
  fields: readonly PolicyFieldError[] = [],
): PolicyInvalid => new PolicyInvalid({ code, fields });

export const paymentRefused = (code: PolicyPaymentRefused['code']): PolicyPaymentRefused =>
  new PolicyPaymentRefused({ code });

/** Error codes of the policy write side (each is also its label key). */
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
  /** 409: money of an earlier action of the booking is still moving (the outbox retries it). */
  'moneyPending',
  /** 400 whose `fields` name each value refused, with a field code. */
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

export type Outcome<T> =
  | { readonly ok: true; readonly value: T }
  | {
      readonly ok: false;
      readonly status: number;
      readonly code: PolicyMaintenanceCode;
      readonly fields?: readonly PolicyFieldError[];
    };

export const policyDone = <T>(value: T): Outcome<T> => ({ ok: true, value });
export const policyRefused = (status: number, code: PolicyMaintenanceCode): Outcome<never> => ({
  ok: false,
  status,
  code,
});
/** 400 invalidValue with the refused fields: nothing is charged or written. */
export const policyInvalid = (fields: readonly PolicyFieldError[]): Outcome<never> => ({
  ok: false,
  status: 400,
  code: 'invalidValue',
  fields,
});

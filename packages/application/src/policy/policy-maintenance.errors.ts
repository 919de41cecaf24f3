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
] as const;
export type PolicyMaintenanceCode = (typeof POLICY_MAINTENANCE_CODES)[number];

export type Outcome<T> =
  | { readonly ok: true; readonly value: T }
  | { readonly ok: false; readonly status: number; readonly code: PolicyMaintenanceCode };

export const policyDone = <T>(value: T): Outcome<T> => ({ ok: true, value });
export const policyRefused = (status: number, code: PolicyMaintenanceCode): Outcome<never> => ({
  ok: false,
  status,
  code,
});

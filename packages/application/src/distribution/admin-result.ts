import type { FieldError } from '@tripx/domain';

/** What a distribution write answers: a value, field errors (400), or a refusal by code. */
export type AdminResult<T> =
  | { readonly ok: true; readonly value: T }
  | { readonly ok: false; readonly code: 'invalid'; readonly errors: readonly FieldError[] }
  | { readonly ok: false; readonly code: Refusal };

/** Why a write is refused; the HTTP edge chooses the status (404, 403, 409). */
export type Refusal = 'notFound' | 'forbidden' | 'conflict' | 'licenceAuthorizationStaffOnly';

export const invalid = (errors: readonly FieldError[]): AdminResult<never> => ({
  ok: false,
  code: 'invalid',
  errors,
});
export const refused = (code: Refusal): AdminResult<never> => ({
  ok: false,
  code,
});

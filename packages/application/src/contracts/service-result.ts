import type { FieldProblem } from './api-error.contract';

/**
 * Why a service call gave no value. `refused`: the server answered with the API's error (its code,
 * message and fields); `network`: no answer at all (offline, timeout); `decode`: an answer that does
 * not match the contract. Stores decide what to show; a client never navigates nor shows anything.
 */
export type ApiFailure =
  | {
      readonly kind: 'refused';
      readonly code: string;
      readonly message: string;
      readonly fields: readonly FieldProblem[];
      /** The HTTP status of the answer: 5xx is the server's own fault, not a refusal of what was sent. */
      readonly status?: number;
      /** The whole answer, for the few codes that say more than the error (`alreadyPurchased`). */
      readonly body?: unknown;
    }
  | { readonly kind: 'network'; readonly code: 'network' }
  | { readonly kind: 'decode'; readonly code: 'badResponse'; readonly paths: readonly string[] };

/** What every method of a service the apps call answers: a value or a typed failure, never a throw. */
export type ApiResult<T> =
  { readonly ok: true; readonly value: T } | { readonly ok: false; readonly failure: ApiFailure };

export const success = <T>(value: T): ApiResult<T> => ({ ok: true, value });
export const failed = (failure: ApiFailure): ApiResult<never> => ({ ok: false, failure });

/** The label key of a failure: the API's code, or network / badResponse (keys in translations/errors/api). */
export const failureCode = (failure: ApiFailure): string => failure.code;

import type { FieldProblem } from '@tripx/application';

/**
 * Why a call gave no value. `http`: the server answered with the API's error body (or a bare status);
 * `network`: no answer at all (offline, timeout); `decode`: an answer that does not match the contract.
 * Stores decide what to show; the client never navigates nor shows anything.
 */
export type ApiFailure =
  | {
      readonly kind: 'http';
      readonly status: number;
      readonly code: string;
      readonly message: string;
      readonly fields: readonly FieldProblem[];
      /** The whole answer, for the few codes that say more than the error (`alreadyPurchased`). */
      readonly body?: unknown;
    }
  | { readonly kind: 'network'; readonly code: 'network' }
  | { readonly kind: 'decode'; readonly code: 'badResponse'; readonly paths: readonly string[] };

export type ApiResult<T> =
  { readonly ok: true; readonly value: T } | { readonly ok: false; readonly failure: ApiFailure };

export const success = <T>(value: T): ApiResult<T> => ({ ok: true, value });
export const failed = (failure: ApiFailure): ApiResult<never> => ({ ok: false, failure });

/** The label key of a failure: the API's code, or network / badResponse (keys in translations/errors/api). */
export const failureCode = (failure: ApiFailure): string => failure.code;

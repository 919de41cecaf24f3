import type { ApiResult } from '@tripx/application';

/** The label key (namespace policies) of a failed call: the API's code under `error.`. */
export const failureKey = (r: ApiResult<unknown>): string | undefined =>
  r.ok ? undefined : `error.${r.failure.code}`;

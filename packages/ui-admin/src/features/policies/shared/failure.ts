import type { ApiResult } from '@tripx/application';

/** The label key (namespace policies) of a failed call: the API's code under `error.`. */
export const failureKey = (r: ApiResult<unknown>): string | undefined =>
  r.ok ? undefined : `error.${r.failure.code}`;

/** The general message of a re-quote that failed, when nothing more precise has a label. */
export const RE_QUOTE_FAILED = 'error.reQuoteFailed';

/**
 * Spec 8: a re-quote's message is the answer's error, or its one error when it lists exactly one, else
 * a general one. The API's refusal names the kind of error by its code and, for changes it refuses,
 * lists the errors themselves as field problems: exactly one of them is the message; otherwise the
 * code's. Label keys in order (i18next shows the first that has a label), the general message last.
 */
export const reQuoteMessageKeys = (r: ApiResult<unknown>): string[] | undefined => {
  if (r.ok) return undefined;
  const f = r.failure;
  const only = f.kind === 'refused' && f.fields.length === 1 ? f.fields : [];
  return [...only.map((p) => `error.${p.code}`), `error.${f.code}`, RE_QUOTE_FAILED];
};

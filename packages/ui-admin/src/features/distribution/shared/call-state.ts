import type { ApiFailure } from '@tripx/application';
import { allowedFeatures, type Claim, type FeatureName } from '@tripx/domain';

/** A label key with the values it interpolates. */
export interface Label {
  readonly key: string;
  readonly params?: Readonly<Record<string, string | number>>;
}

/** A failed call as labels: the call's message, and each field's error by field name. */
export interface CallError {
  readonly message: string;
  readonly fields: Readonly<Record<string, Label>>;
}

/** Domain field errors by field (the first of each; `organizations[0].x` counts as `organizations`). */
export const fieldLabels = (
  errors: readonly { field: string; code: string; params?: Readonly<Record<string, string | number>> }[],
): Readonly<Record<string, Label>> => {
  const out: Record<string, Label> = {};
  for (const e of errors)
    out[e.field.split(/[.[]/)[0] ?? e.field] ??= {
      key: `errors:${e.code}`,
      ...(e.params ? { params: e.params } : {}),
    };
  return out;
};

/**
 * Spec 4.7 / 8: each call keeps its own error; the store shows it, the client never navigates.
 * Keys are of the `errors` namespace (translations/errors); a conflict may name what was taken. A
 * form refused for its fields says so above the form (each field's reason is under the field), not
 * "the request is malformed".
 */
export const callError = (failure: ApiFailure, conflictKey?: string): CallError => {
  const fields =
    failure.kind === 'refused'
      ? fieldLabels(failure.fields.map((f) => ({ field: f.path.replace(/^body\./, ''), code: f.code })))
      : {};
  const message =
    failure.code === 'conflict' && conflictKey
      ? conflictKey
      : failure.code === 'badRequest' && Object.keys(fields).length > 0
        ? 'distribution:error.fields'
        : failure.kind === 'refused'
          ? `errors:${failure.code}`
          : `distribution:error.${failure.code}`;
  return { message, fields };
};

/** Whether the claims the server gave allow a feature (spec 6; the server checks again). */
export const mayUse = (claims: readonly Claim[], feature: FeatureName): boolean =>
  allowedFeatures(claims).includes(feature);

/** Offers the browser a downloaded file (an export) under the name the server gave it. */
export const saveFile = (file: { bytes: ArrayBuffer; type: string; fileName: string }): void => {
  const url = URL.createObjectURL(new Blob([file.bytes], { type: file.type }));
  const a = document.createElement('a');
  a.href = url;
  a.download = file.fileName;
  a.click();
  setTimeout(() => URL.revokeObjectURL(url), 0);
};

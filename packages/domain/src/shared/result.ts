/** Expected failures are values: a rule returns every error it finds, keyed by field, with the spec's code. */
export interface FieldError<C extends string = string> {
  readonly field: string;
  readonly code: C;
  /** Values a label may interpolate (e.g. existingTripDaysCovered, a formatted maximum). */
  readonly params?: Readonly<Record<string, string | number>>;
}

export type Result<T, C extends string = string> =
  | { readonly ok: true; readonly value: T }
  | { readonly ok: false; readonly errors: readonly FieldError<C>[] };

export const ok = <T>(value: T): Result<T, never> => ({ ok: true, value });

export const fail = <C extends string>(errors: readonly FieldError<C>[]): Result<never, C> => ({
  ok: false,
  errors,
});

export const fieldError = <C extends string>(
  field: string,
  code: C,
  params?: Readonly<Record<string, string | number>>,
): FieldError<C> => (params ? { field, code, params } : { field, code });

/** ok when there is no error, otherwise every error. */
export const fromErrors = <T, C extends string>(value: T, errors: readonly FieldError<C>[]): Result<T, C> =>
  errors.length === 0 ? ok(value) : fail(errors);

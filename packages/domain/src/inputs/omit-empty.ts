/** The values an update payload leaves out (spec 5.6): 0 and false are real values and are kept. */
export const isEmptyValue = (value: unknown): value is undefined | null | '' =>
  value === undefined || value === null || value === '';

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' &&
  value !== null &&
  !Array.isArray(value) &&
  (Object.getPrototypeOf(value) === Object.prototype || Object.getPrototypeOf(value) === null);

export type WithoutEmpty<T> = T extends readonly unknown[]
  ? T
  : T extends object
    ? { [K in keyof T]?: WithoutEmpty<Exclude<T[K], null | undefined | ''>> }
    : T;

const clean = (value: unknown): unknown => {
  if (Array.isArray(value)) return value.map(clean);
  if (!isPlainObject(value)) return value;
  const out: Record<string, unknown> = {};
  for (const [key, inner] of Object.entries(value)) {
    if (!isEmptyValue(inner)) out[key] = clean(inner);
  }
  return out;
};

/**
 * The payload without undefined, null or '' fields, at every level of nested plain objects. Array items
 * are cleaned but never removed (their positions mean something), and an object left empty stays as {}:
 * an update with nothing in it changes nothing.
 */
export const omitEmpty = <T extends object>(payload: T): WithoutEmpty<T> => clean(payload) as WithoutEmpty<T>;

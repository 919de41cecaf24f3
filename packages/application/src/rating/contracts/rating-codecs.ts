import * as t from 'io-ts';
import { describedAs, type JsonSchema } from '../../contracts/self-describing';

/** Small codecs the rating contracts share. Failures carry no message: decodeInput names them. */

const numberType = (name: string, ok: (n: number) => boolean, schema: JsonSchema) =>
  describedAs(
    new t.Type<number, number, unknown>(
      name,
      (u): u is number => typeof u === 'number' && ok(u),
      (u, c) => (typeof u === 'number' && ok(u) ? t.success(u) : t.failure(u, c)),
      t.identity,
    ),
    schema,
  );

/** A whole number in [min, max]. */
export const intIn = (min: number, max: number) =>
  numberType(`Int[${min},${max}]`, (n) => Number.isInteger(n) && n >= min && n <= max, {
    type: 'integer',
    minimum: min,
    maximum: max,
  });

export const NonNegativeInt = intIn(0, Number.MAX_SAFE_INTEGER);
/** Money: integer cents, never negative in a request or a rate file. */
export const CentsCodec = NonNegativeInt;
/** A finite number ≥ 0 (rates may carry fractions of a cent). */
export const NonNegativeNumber = numberType('NonNegativeNumber', (n) => Number.isFinite(n) && n >= 0, {
  type: 'number',
  minimum: 0,
});
/** Basis points (signed: discounts are negative); the domain checks the ranges each one allows. */
export const Bps = intIn(-1_000_000, 1_000_000);

/** true/false, also written as the strings "true"/"false" as the spec's form sends them. */
export const BooleanLike = describedAs(
  new t.Type<boolean, boolean, unknown>(
    'BooleanLike',
    (u): u is boolean => typeof u === 'boolean',
    (u, c) =>
      typeof u === 'boolean'
        ? t.success(u)
        : u === 'true'
          ? t.success(true)
          : u === 'false'
            ? t.success(false)
            : t.failure(u, c),
    t.identity,
  ),
  { anyOf: [{ type: 'boolean' }, { type: 'string', enum: ['true', 'false'] }] },
);

export const nullable = <C extends t.Mixed>(codec: C) => t.union([codec, t.null]);

/**
 * A record whose keys are checked one by one: an unknown key is an error at its own path (io-ts'
 * record would drop it silently), and not every key of the domain is required.
 */
export const recordOf = <K extends string, C extends t.Mixed>(keys: t.Type<K, string, unknown>, values: C) =>
  describedAs(
    new t.Type<Partial<Record<K, t.TypeOf<C>>>, Partial<Record<K, t.OutputOf<C>>>, unknown>(
      `RecordOf<${keys.name}, ${values.name}>`,
      (u): u is Partial<Record<K, t.TypeOf<C>>> =>
        t.UnknownRecord.is(u) && Object.entries(u).every(([k, v]) => keys.is(k) && values.is(v)),
      (u, c) => {
        if (!t.UnknownRecord.is(u)) return t.failure(u, c);
        const errors: t.ValidationError[] = [];
        const out: Partial<Record<K, t.TypeOf<C>>> = {};
        for (const [k, v] of Object.entries(u)) {
          const key = keys.validate(k, t.appendContext(c, k, keys, k));
          if (key._tag === 'Left') {
            errors.push(...key.left);
            continue;
          }
          const value = values.validate(v, t.appendContext(c, k, values, v));
          if (value._tag === 'Left') errors.push(...value.left);
          else out[key.right] = value.right as t.TypeOf<C>;
        }
        return errors.length > 0 ? t.failures(errors) : t.success(out);
      },
      (a) => {
        const out: Partial<Record<K, t.OutputOf<C>>> = {};
        for (const [k, v] of Object.entries(a) as [K, t.TypeOf<C>][])
          out[k] = values.encode(v) as t.OutputOf<C>;
        return out;
      },
    ),
    // Each key the key codec lists, none other (OpenAPI 3.0 has no propertyNames).
    (schemaOf) => {
      const keySchema = schemaOf(keys);
      const names = Array.isArray(keySchema['enum']) ? (keySchema['enum'] as string[]) : [];
      return names.length > 0
        ? {
            type: 'object',
            properties: Object.fromEntries(names.map((k) => [k, schemaOf(values)])),
            additionalProperties: false,
          }
        : { type: 'object', additionalProperties: schemaOf(values) };
    },
  );

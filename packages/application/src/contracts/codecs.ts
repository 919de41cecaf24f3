import { isCalendarDate, type CalendarDate } from '@tripx/domain';
import * as t from 'io-ts';
import { describedAs } from './self-describing';

/** A string of at most `max` characters (spec 5.6 limits, and a ceiling on everything else). */
export const boundedString = (max: number, name = `string(<=${max})`) =>
  describedAs(
    new t.Type<string, string, unknown>(
      name,
      (u): u is string => typeof u === 'string' && u.length <= max,
      (u, c) => (typeof u === 'string' && u.length <= max ? t.success(u) : t.failure(u, c)),
      t.identity,
    ),
    // JSON Schema counts characters, io-ts UTF-16 units: the document is the looser of the two.
    { type: 'string', maxLength: max },
  );

/** Free text fields of queries and bodies: 200 characters is more than any field of the spec. */
export const Text = boundedString(200);

export const CalendarDateCodec = describedAs(
  new t.Type<CalendarDate, string, unknown>(
    'CalendarDate',
    isCalendarDate,
    (u, c) => (isCalendarDate(u) ? t.success(u) : t.failure(u, c)),
    (d) => d,
  ),
  { type: 'string', format: 'date' },
);

/** A whole number written as digits in a query string, within [min, max]. */
export const intFromString = (min: number, max: number) =>
  describedAs(
    new t.Type<number, string, unknown>(
      `IntFromString[${min},${max}]`,
      (u): u is number => typeof u === 'number' && Number.isInteger(u) && u >= min && u <= max,
      (u, c) => {
        if (typeof u === 'number' && Number.isInteger(u) && u >= min && u <= max) return t.success(u);
        if (typeof u !== 'string' || !/^\d{1,9}$/.test(u)) return t.failure(u, c);
        const n = Number(u);
        return n >= min && n <= max ? t.success(n) : t.failure(u, c);
      },
      String,
    ),
    // A query parameter: the integer as the URL writes it.
    { type: 'integer', minimum: min, maximum: max },
  );

export const literalUnion = <T extends string>(values: readonly T[], name: string) =>
  describedAs(
    new t.Type<T, T, unknown>(
      name,
      (u): u is T => typeof u === 'string' && (values as readonly string[]).includes(u),
      (u, c) =>
        typeof u === 'string' && (values as readonly string[]).includes(u)
          ? t.success(u as T)
          : t.failure(u, c),
      t.identity,
    ),
    { type: 'string', enum: [...values] },
  );

/** `en`/`fr`, also accepted in capitals as the `lang` header of spec 7 sends them. */
export const LangCodec = describedAs(
  new t.Type<'en' | 'fr', string, unknown>(
    'Lang',
    (u): u is 'en' | 'fr' => u === 'en' || u === 'fr',
    (u, c) => {
      const v = typeof u === 'string' ? u.toLowerCase() : u;
      return v === 'en' || v === 'fr' ? t.success(v) : t.failure(u, c);
    },
    t.identity,
  ),
  // Answers say en or fr; a request may also write them in capitals (EN, FR, as spec 7's header).
  { type: 'string', enum: ['en', 'fr'], description: 'en or fr (a request may write it in capitals)' },
);

/** A JSON object of any shape (a form snapshot), bounded in size by the body limit. */
export const JsonObject = describedAs(
  new t.Type<Record<string, unknown>, Record<string, unknown>, unknown>(
    'JsonObject',
    (u): u is Record<string, unknown> => typeof u === 'object' && u !== null && !Array.isArray(u),
    (u, c) =>
      typeof u === 'object' && u !== null && !Array.isArray(u)
        ? t.success(u as Record<string, unknown>)
        : t.failure(u, c),
    t.identity,
  ),
  { type: 'object', additionalProperties: {} },
);

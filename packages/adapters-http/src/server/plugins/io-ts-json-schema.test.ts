import { fc, test } from '@fast-check/vitest';
import Fastify, { type FastifyInstance } from 'fastify';
import * as t from 'io-ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toJsonSchema } from './io-ts-json-schema';

/**
 * One codec of every kind the contracts use whose rule JSON Schema can state exactly (not a brand
 * nor a codec of our own: those carry their base type or their name only).
 */
const CODECS: readonly t.Mixed[] = [
  t.string,
  t.number,
  t.boolean,
  t.null,
  t.literal('x'),
  t.array(t.number),
  t.type({ a: t.string, b: t.union([t.number, t.undefined]) }),
  t.partial({ a: t.boolean, b: t.array(t.string) }),
  t.intersection([t.type({ a: t.string }), t.partial({ b: t.number })]),
  t.union([t.literal('a'), t.literal('b'), t.null]),
  t.union([t.string, t.number]),
  t.union([t.literal(1), t.literal('1'), t.type({ a: t.null })]),
  t.union([t.array(t.string), t.null]),
  t.record(t.string, t.number),
  t.UnknownRecord,
  t.type({ nested: t.array(t.type({ at: t.union([t.string, t.null]) })) }),
];

/** A body that is JSON-shaped like the contracts' inputs: objects with the keys the codecs use. */
const arbBody = fc.letrec<{ value: unknown }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    fc.constantFrom('x', 'a', 'b', 'EN', 'FR', '', 1, 0, -2.5, true, false, null),
    fc.string({ maxLength: 3 }),
    fc.integer(),
    fc.array(tie('value'), { maxLength: 3 }),
    fc.dictionary(fc.constantFrom('a', 'b', 'at', 'nested', 'c'), tie('value'), { maxKeys: 3 }),
  ),
})).value;

describe('io-ts contract → JSON Schema (OpenAPI documentation)', () => {
  let app: FastifyInstance;
  const validates = async (i: number, body: unknown): Promise<boolean> => {
    const r = await app.inject({
      method: 'POST',
      url: `/c/${i}`,
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ body }),
    });
    return r.statusCode === 200;
  };

  beforeAll(async () => {
    // Fastify's own validator (Ajv) checks values against the derived schemas, without coercion.
    app = Fastify({ ajv: { customOptions: { coerceTypes: false, removeAdditional: false } } });
    CODECS.forEach((codec, i) =>
      app.post(
        `/c/${i}`,
        { schema: { body: { type: 'object', properties: { body: toJsonSchema(codec) } } } },
        async () => ({}),
      ),
    );
    await app.ready();
  });
  afterAll(() => app.close());

  test.prop([fc.nat({ max: CODECS.length - 1 }), arbBody], { numRuns: 400 })(
    'a value accepts the schema exactly when the codec decodes it',
    async (i, body) => {
      const codec = CODECS[i] as t.Mixed;
      expect(await validates(i, body)).toBe(codec.is(body) || codec.decode(body)._tag === 'Right');
    },
  );

  it('lists required and optional properties, merges intersections, and keeps literals as enums', () => {
    expect(toJsonSchema(CODECS[8] as t.Mixed)).toEqual({
      type: 'object',
      properties: { a: { type: 'string' }, b: { type: 'number' } },
      required: ['a'],
    });
    expect(toJsonSchema(CODECS[6] as t.Mixed)).toMatchObject({ required: ['a'] });
    expect(toJsonSchema(CODECS[9] as t.Mixed)).toEqual({
      type: 'string',
      enum: ['a', 'b', null],
      nullable: true,
    });
  });

  it('names a codec of our own, and a brand over its base type, instead of guessing a rule', () => {
    const own = new t.Type<string, string, unknown>(
      'CalendarDate',
      (u): u is string => typeof u === 'string',
      (u, c) => (typeof u === 'string' ? t.success(u) : t.failure(u, c)),
      (a) => a,
    );
    expect(toJsonSchema(t.type({ d: own }))).toEqual({
      type: 'object',
      properties: { d: { title: 'CalendarDate' } },
      required: ['d'],
    });
    expect(toJsonSchema(t.Int)).toEqual({ type: 'number', description: 'Int' });
  });
});

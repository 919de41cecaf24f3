import { fc, test } from '@fast-check/vitest';
import Fastify, { type FastifyInstance } from 'fastify';
import { boundedString, CalendarDateCodec, intIn, literalUnion, recordOf } from '@tripx/application';
import * as t from 'io-ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jsonSchemaConverter, toJsonSchema } from './io-ts-json-schema';

/**
 * One codec of every kind the contracts use whose rule JSON Schema can state exactly (not a brand,
 * which carries its base type only, nor recursion, a `$ref` into the document).
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
  t.keyof({ a: null, b: null }),
  t.readonly(t.type({ a: t.readonlyArray(t.number) })),
  t.exact(t.type({ a: t.string })),
  t.strict({ b: t.boolean }),
  t.Int,
  t.record(t.keyof({ a: null, b: null }), t.number),
  boundedString(1),
  literalUnion(['a', 'x'], 'AX'),
  intIn(-2, 1),
  CalendarDateCodec,
  recordOf(literalUnion(['a', 'c'], 'AC'), t.string),
  t.intersection([t.type({ a: t.string }), t.union([t.type({ b: t.number }), t.type({ c: t.null })])]),
];

/** A body that is JSON-shaped like the contracts' inputs: objects with the keys the codecs use. */
const arbBody = fc.letrec<{ value: unknown }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    fc.constantFrom(
      'x',
      'a',
      'b',
      'EN',
      'FR',
      '',
      '2024-02-29',
      '2023-02-29',
      1,
      0,
      -2,
      -2.5,
      true,
      false,
      null,
    ),
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

  it('takes the schema a codec of our own gives, and refuses one that gives none', () => {
    expect(toJsonSchema(t.type({ d: CalendarDateCodec }))).toEqual({
      type: 'object',
      properties: { d: { type: 'string', format: 'date' } },
      required: ['d'],
    });
    const own = new t.Type<string, string, unknown>(
      'Mystery',
      (u): u is string => typeof u === 'string',
      (u, c) => (typeof u === 'string' ? t.success(u) : t.failure(u, c)),
      (a) => a,
    );
    expect(() => toJsonSchema(t.type({ d: own }))).toThrow(/Mystery/);
    // No tuple: io-ts decodes a longer array as the tuple, extra components unchecked, which an
    // OpenAPI 3.0 schema cannot state (fast-check found ["x", "", []] accepted by t.tuple of two strings).
    expect(() => toJsonSchema(t.type({ d: t.tuple([t.string, t.string]) }))).toThrow(/No JSON Schema/);
    expect(
      toJsonSchema(
        t.brand(t.number, (n): n is t.Branded<number, { readonly Pos: unique symbol }> => n > 0, 'Pos'),
      ),
    ).toEqual({
      type: 'number',
      description: 'Pos',
    });
  });

  it('refers to a recursive codec by name and lists its definition once', () => {
    interface Node {
      readonly name: string;
      readonly children: readonly Node[];
    }
    const NodeCodec: t.Type<Node> = t.recursion('Node', () =>
      t.type({ name: t.string, children: t.readonlyArray(NodeCodec) }),
    );
    const converter = jsonSchemaConverter();
    expect(converter.schemaOf(t.union([NodeCodec, t.null]))).toEqual({
      anyOf: [{ $ref: '#/components/schemas/Node' }, { type: 'object', nullable: true, enum: [null] }],
    });
    expect(converter.definitions()).toEqual({
      Node: {
        type: 'object',
        properties: {
          name: { type: 'string' },
          children: { type: 'array', items: { $ref: '#/components/schemas/Node' } },
        },
        required: ['name', 'children'],
      },
    });
  });
});

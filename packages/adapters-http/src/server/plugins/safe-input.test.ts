import { fc, test } from '@fast-check/vitest';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { MAX_INPUT_DEPTH, findInputProblem, registerSafeInput } from './safe-input';

/** An oracle independent of the decoder: encodeURIComponent throws on a lone surrogate. */
const storable = (s: string): boolean => {
  try {
    return encodeURIComponent(s).includes('%00') === false;
  } catch {
    return false;
  }
};
const safe = (v: unknown): boolean =>
  typeof v === 'string'
    ? storable(v)
    : typeof v === 'number'
      ? Math.abs(v) <= Number.MAX_SAFE_INTEGER
      : typeof v !== 'object' || v === null || Object.entries(v).every(([k, x]) => storable(k) && safe(x));

/** Values every use case can take: storable text, finite safe numbers, shallow nesting. */
const arbSafe = fc.jsonValue({ maxDepth: 4 }).filter(safe);

const nested = (depth: number): unknown => {
  let v: unknown = 'leaf';
  for (let i = 0; i < depth; i++) v = i % 2 === 0 ? { a: v } : [v];
  return v;
};

/** Puts `bad` at a random place of `host` and returns the dotted path it sits at. */
const arbPlaced = (bad: unknown) =>
  fc.array(fc.oneof(fc.constantFrom('a', 'name', 'paxes'), fc.nat(3)), { maxLength: 6 }).map((keys) => {
    let value: unknown = bad;
    for (const k of [...keys].reverse())
      value = typeof k === 'number' ? [...Array<null>(k).fill(null), value] : { [k]: value };
    return { value, path: ['body', ...keys.map(String)].join('.') };
  });

describe('the edge decoder', () => {
  test.prop([arbSafe])('lets storable, finite, shallow input through', (v) => {
    expect(findInputProblem(v, 'body')).toBeUndefined();
  });

  test.prop([
    fc.constantFrom(
      ['a\u0000b', 'invalidCharacters'],
      ['x\ud800', 'invalidCharacters'],
      ['\udfff', 'invalidCharacters'],
      [Infinity, 'invalidNumber'],
      [-Infinity, 'invalidNumber'],
      [2 ** 53, 'invalidNumber'],
      [1e300, 'invalidNumber'],
    ),
  ])('names the field holding a NUL, a lone surrogate or an unsafe number', ([bad, code]) =>
    fc.assert(
      fc.property(arbPlaced(bad), ({ value, path }) => {
        expect(findInputProblem(value, 'body')).toEqual({ path, code });
      }),
    ),
  );

  it('refuses a bad key as the field it names', () => {
    expect(findInputProblem({ a: { 'k\u0000': 1 } }, 'body')).toEqual({
      path: 'body.a.k\u0000',
      code: 'invalidCharacters',
    });
  });

  it('refuses the keys that reach a prototype (JSON.parse keeps `__proto__` as an own key)', () => {
    expect(findInputProblem(JSON.parse('{"a":[{"__proto__":{"admin":true}}]}'), 'body')).toEqual({
      path: 'body.a.0.__proto__',
      code: 'reservedKey',
    });
    expect(findInputProblem(JSON.parse('{"constructor":{"prototype":{"admin":true}}}'), 'body')).toEqual({
      path: 'body.constructor',
      code: 'reservedKey',
    });
    // A field merely named `constructor` (no `prototype` in it) is ordinary input.
    expect(findInputProblem(JSON.parse('{"constructor":"x","c":{"constructor":{"name":1}}}'), 'body')).toBe(
      undefined,
    );
  });

  it(`takes ${MAX_INPUT_DEPTH} levels of nesting and refuses one more, however deep the rest goes`, () => {
    expect(findInputProblem(nested(MAX_INPUT_DEPTH - 1), 'body')).toBeUndefined();
    expect(findInputProblem(nested(MAX_INPUT_DEPTH), 'body')).toBeUndefined();
    expect(findInputProblem(nested(MAX_INPUT_DEPTH + 1), 'body')?.code).toBe('tooDeep');
    expect(findInputProblem(nested(100_000), 'body')?.code).toBe('tooDeep');
  });

  /** The walk as it was written before for…in: Object.keys of objects and arrays alike. */
  const keyListWalk = (
    value: unknown,
    path: string,
    depth = 0,
  ): { path: string; code: string } | undefined => {
    if (typeof value === 'string')
      return value.includes('\u0000') || /\p{Cs}/u.test(value)
        ? { path, code: 'invalidCharacters' }
        : undefined;
    if (typeof value === 'number')
      return !Number.isFinite(value) || (Number.isInteger(value) && !Number.isSafeInteger(value))
        ? { path, code: 'invalidNumber' }
        : undefined;
    if (typeof value !== 'object' || value === null) return undefined;
    if (depth >= MAX_INPUT_DEPTH) return { path, code: 'tooDeep' };
    for (const key of Object.keys(value)) {
      const inner = (value as Record<string, unknown>)[key];
      const at = `${path}.${key}`;
      if (key.includes('\u0000') || /\p{Cs}/u.test(key)) return { path: at, code: 'invalidCharacters' };
      if (
        key === '__proto__' ||
        (key === 'constructor' &&
          typeof inner === 'object' &&
          inner !== null &&
          Object.hasOwn(inner, 'prototype'))
      )
        return { path: at, code: 'reservedKey' };
      const found = keyListWalk(inner, at, depth + 1);
      if (found) return found;
    }
    return undefined;
  };

  /** JSON texts with bad leaves and prototype keys here and there, parsed as the server parses them. */
  const BAD_FRAGMENTS = [
    '"a\\u0000"',
    '"\\ud800"',
    '1e309',
    '9007199254740993',
    '{"__proto__":{"x":1}}',
    '{"constructor":{"prototype":{}}}',
    '{"constructor":"x"}',
  ];
  /** JSON text of `v` where each `null` leaf is written as the next bad fragment (or null when none is left). */
  const textWith = (v: unknown, bads: string[]): string => {
    if (v === null) return bads.shift() ?? 'null';
    if (Array.isArray(v)) return `[${v.map((x) => textWith(x, bads)).join(',')}]`;
    if (typeof v === 'object')
      return `{${Object.entries(v)
        .map(([k, x]) => `${JSON.stringify(k)}:${textWith(x, bads)}`)
        .join(',')}}`;
    return JSON.stringify(v);
  };
  const arbParsed = fc
    .tuple(fc.jsonValue({ maxDepth: 5 }), fc.array(fc.constantFrom(...BAD_FRAGMENTS), { maxLength: 3 }))
    .map(([v, bads]) => JSON.parse(textWith(v, [...bads])) as unknown);

  test.prop([arbParsed])('finds the same first problem as a walk over Object.keys', (v) => {
    expect(findInputProblem(v, 'body')).toEqual(keyListWalk(v, 'body'));
  });

  it('walks own keys only: an enumerable key on Object.prototype is not the body', () => {
    const proto = Object.prototype as Record<string, unknown>;
    proto['polluted'] = 'a\u0000';
    try {
      expect(findInputProblem({ a: { b: 'ok' } }, 'body')).toBeUndefined();
      expect(findInputProblem({ a: { polluted: 'a\u0000' } }, 'body')).toEqual({
        path: 'body.a.polluted',
        code: 'invalidCharacters',
      });
    } finally {
      delete proto['polluted'];
    }
  });

  it('answers 400 with the field path before the handler runs, for body, query and path', async () => {
    // The server's parser settings: prototype keys are left to the walk (build-http-server.ts).
    const app = Fastify({ onProtoPoisoning: 'ignore', onConstructorPoisoning: 'ignore' });
    registerSafeInput(app);
    let handled = 0;
    app.put('/links/:id', async () => ({ handled: ++handled }));
    const send = (url: string, payload: string) =>
      app.inject({ method: 'PUT', url, payload, headers: { 'content-type': 'application/json' } });
    const deep = `${'['.repeat(1000)}${']'.repeat(1000)}`;
    const cases: [string, string, string, string][] = [
      ['/links/1', '{"sortOrder":1e309}', 'body.sortOrder', 'invalidNumber'],
      ['/links/1', '{"labelEn":"a\\u0000"}', 'body.labelEn', 'invalidCharacters'],
      ['/links/1', '{"paxes":[{"firstName":"\\ud800"}]}', 'body.paxes.0.firstName', 'invalidCharacters'],
      ['/links/1', deep, 'body' + '.0'.repeat(MAX_INPUT_DEPTH), 'tooDeep'],
      ['/links/1', '{"a":{"__proto__":{"admin":true}}}', 'body.a.__proto__', 'reservedKey'],
      ['/links/1', '{"constructor":{"prototype":{}}}', 'body.constructor', 'reservedKey'],
      ['/links/1?q=%00', '{}', 'query.q', 'invalidCharacters'],
      ['/links/a%00', '{}', 'params.id', 'invalidCharacters'],
    ];
    for (const [url, payload, path, code] of cases) {
      const r = await send(url, payload);
      expect({ url, payload: payload.slice(0, 40), status: r.statusCode, body: r.json() }).toMatchObject({
        status: 400,
        body: { error: { code: 'badRequest', fields: [{ path, code }] } },
      });
    }
    expect(handled).toBe(0);
    expect((await send('/links/1?q=ok', '{"sortOrder":1.5,"name":"Zoë 😀"}')).json()).toEqual({ handled: 1 });
  });
});

import { TRAVELLER_CATEGORIES } from '@tripx/domain';
import { aQuoteRequest, arbQuoteRequest } from '@tripx/domain/test-support';
import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import { decodeInput } from '../contracts/decode-input';
import { QuoteRequestCodec } from './contracts/quote-request.contract';
import { decodeRequestBody } from './decode-body';

type Json = null | boolean | number | string | Json[] | { [k: string]: Json };
type Path = readonly (string | number)[];

/** A body as it arrives over HTTP: a JSON round trip (no undefined, no Dates). */
const asJson = (v: unknown): Json => JSON.parse(JSON.stringify(v)) as Json;

/** Values a client may send instead of the right one: near misses of every leaf codec. */
const TRICKY: Json[] = [
  null,
  true,
  false,
  'true',
  'false',
  'EN',
  'Fr',
  'en',
  '',
  'x'.repeat(300),
  0,
  -1,
  1.5,
  99,
  1e9,
  '2025-02-30',
  '2025-06-01',
  'MAIH',
  'DEDUCTIBLE',
  [],
  {},
  [1],
  { code: 'MAIH' },
];

const pathsOf = (v: Json, at: Path = []): Path[] =>
  v !== null && typeof v === 'object'
    ? Object.entries(v).flatMap(([k, x]) => [
        [...at, Array.isArray(v) ? Number(k) : k],
        ...pathsOf(x, [...at, Array.isArray(v) ? Number(k) : k]),
      ])
    : [];

/** A copy with the value at `path` replaced (`'missing'` deletes it; `'extra'` adds a key beside it). */
const changed = (root: Json, path: Path, to: Json | 'missing' | 'extra'): Json => {
  const copy = asJson(root);
  let parent = copy as Record<string | number, Json>;
  for (const key of path.slice(0, -1)) parent = parent[key] as Record<string | number, Json>;
  const last = path[path.length - 1] as string | number;
  if (to === 'missing') delete parent[last];
  else if (to === 'extra') parent['unexpected'] = 1;
  else parent[last] = to;
  return copy;
};

const arbBody = fc.constantFrom(...TRAVELLER_CATEGORIES).chain((c) => arbQuoteRequest(c).map(asJson));
const arbChangedBody = fc
  .tuple(
    arbBody,
    fc.array(fc.tuple(fc.nat(), fc.oneof(fc.constantFrom<Json>(...TRICKY, 'missing', 'extra'))), {
      minLength: 1,
      maxLength: 3,
    }),
  )
  .map(([body, changes]) =>
    changes.reduce((b, [n, to]) => {
      const paths = pathsOf(b);
      return paths.length === 0 ? b : changed(b, paths[n % paths.length] as Path, to);
    }, body),
  );

describe('decodeRequestBody (quote request)', () => {
  it('property: when the shortcut answers the body itself, the full decode answers that very body too', () => {
    fc.assert(
      fc.property(fc.oneof(arbBody, arbChangedBody), (body) => {
        const fast = decodeRequestBody(QuoteRequestCodec, body);
        if (!fast.ok || fast.value !== body) return;
        const full = decodeInput(QuoteRequestCodec, body);
        expect(full.ok && full.value).toBe(body);
      }),
      { numRuns: 300 },
    );
  });

  it('a valid JSON body skips the io-ts decode; a sparse array (holes) does not', () => {
    const decode = vi.spyOn(QuoteRequestCodec, 'decode');
    const body = asJson(aQuoteRequest());
    expect(decodeRequestBody(QuoteRequestCodec, body)).toEqual({ ok: true, value: body });
    expect(decode).not.toHaveBeenCalled();
    const holes = { ...(body as object), paxes: new Array<unknown>(1) };
    expect(decodeRequestBody(QuoteRequestCodec, holes).ok).toBe(false);
    expect(decode).toHaveBeenCalledTimes(1);
    decode.mockRestore();
  });

  it('property: same answer as the full decode, for valid and for broken bodies', () => {
    fc.assert(
      fc.property(fc.oneof(arbBody, arbChangedBody), (body) => {
        expect(decodeRequestBody(QuoteRequestCodec, body)).toEqual(decodeInput(QuoteRequestCodec, body));
      }),
      { numRuns: 300 },
    );
  });

  it('a body that needs converting takes the full decode: "EN" becomes "en", "true" becomes true', () => {
    const body = asJson({ ...aQuoteRequest(), language: 'EN', calculate: 'true' });
    expect(QuoteRequestCodec.is(body)).toBe(false);
    const r = decodeRequestBody(QuoteRequestCodec, body);
    expect(r.ok && [r.value.language, r.value.calculate]).toEqual(['en', true]);
  });

  it('a missing field is reported at its path as required', () => {
    const body = changed(asJson(aQuoteRequest()), ['tripInformation', 'endDate'], 'missing');
    expect(decodeRequestBody(QuoteRequestCodec, body)).toEqual({
      ok: false,
      errors: [{ field: 'tripInformation.endDate', code: 'required' }],
    });
  });
});

import { fc, test } from '@fast-check/vitest';
import { QuoteResponseCodec, toQuoteResponse } from '@tripx/application';
import { priceQuote, TRAVELLER_CATEGORIES } from '@tripx/domain';
import { arbQuoteRequest, sampleCatalogue } from '@tripx/domain/test-support';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { responseSchemas } from './route-contracts';

/** Each answer the route may send: priced quotes of every category, with and without a quote reference. */
const arbAnswer = fc
  .tuple(
    fc.constantFrom(...TRAVELLER_CATEGORIES),
    fc.option(fc.string({ maxLength: 90 }), { nil: undefined }),
  )
  .chain(([category, quoteRef]) => arbQuoteRequest(category).map((request) => ({ request, quoteRef })))
  .map(({ request, quoteRef }) => {
    const priced = priceQuote(sampleCatalogue(), request);
    const answer = priced.ok ? toQuoteResponse(priced.value) : undefined;
    return answer && quoteRef !== undefined ? { ...answer, quoteRef } : answer;
  })
  .filter((a) => a !== undefined);

/** Paths of the schema's nodes that state no type (fast-json-stringify writes those with JSON.stringify). */
const untyped = (schema: unknown, at = ''): string[] => {
  if (typeof schema !== 'object' || schema === null) return [];
  const node = schema as Record<string, unknown>;
  const own = node['type'] === undefined && !node['anyOf'] && !node['allOf'] && !node['$ref'] ? [at] : [];
  const props = Object.entries((node['properties'] as Record<string, unknown> | undefined) ?? {});
  return [
    ...own,
    ...props.flatMap(([key, child]) => untyped(child, `${at}.${key}`)),
    ...untyped(node['items'], `${at}[]`),
  ];
};

describe('the quote answer serialized from its schema', () => {
  it('states the type of every field, so that each is written without JSON.stringify', () => {
    expect(untyped(responseSchemas('POST', '/api/quote')?.[200])).toEqual([]);
  });

  // A route as rating.routes registers it: its 200 body through fast-json-stringify.
  const app = Fastify();
  let next: unknown;
  beforeAll(async () => {
    const response = responseSchemas('POST', '/api/quote');
    if (!response) throw new Error('POST /api/quote has no response contract');
    app.post('/api/quote', { schema: { response } }, async () => next);
    await app.ready();
  });
  afterAll(() => app.close());

  test.prop([arbAnswer], { numRuns: 150 })(
    'is the answer, every field kept, nothing added',
    async (answer) => {
      expect(QuoteResponseCodec.is(answer)).toBe(true);
      next = answer;
      const res = await app.inject({ method: 'POST', url: '/api/quote' });
      expect(res.statusCode).toBe(200);
      expect(res.body).toBe(JSON.stringify(answer));
    },
  );
});

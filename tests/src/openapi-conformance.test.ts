import { describe, expect, it } from 'vitest';
import { openApiValidator, type OpenApiDocument } from './support/openapi-conformance';

const json = (schema: Record<string, unknown>, example?: unknown) => ({
  content: { 'application/json': { schema, ...(example === undefined ? {} : { example }) } },
});

const DOCUMENT: OpenApiDocument = {
  paths: {
    '/things/{id}': {
      get: {
        operationId: 'getThingsById',
        responses: {
          200: json(
            {
              type: 'object',
              properties: { at: { type: 'string', format: 'date', nullable: true } },
              required: ['at'],
            },
            { at: '2026-07-01' },
          ),
          404: json({ $ref: '#/components/schemas/ApiError' }, { error: 'no' }),
        },
      },
    },
    '/things/search': {
      get: {
        operationId: 'getThingsSearch',
        responses: { 200: json({ type: 'array', items: { type: 'string' } }) },
      },
    },
  },
  components: {
    schemas: {
      ApiError: {
        type: 'object',
        properties: {
          error: { type: 'object', properties: { code: { type: 'string' } }, required: ['code'] },
        },
        required: ['error'],
      },
    },
  },
};

const call = (path: string, status: number, body: unknown) => ({
  method: 'GET',
  path,
  status,
  contentType: 'application/json; charset=utf-8',
  body,
});

describe('the OpenAPI conformance check', () => {
  const validator = openApiValidator(DOCUMENT);

  it('passes documented statuses with conforming bodies (an undeclared property reported apart), static paths first', () => {
    expect(
      validator.check([
        call('/things/1', 200, { at: null, extra: 1 }),
        call('/things/1?x=2', 404, { error: { code: 'notFound' } }),
        call('/things/search', 200, ['a']),
      ]),
    ).toEqual({
      checked: 3,
      outside: 0,
      mismatches: [],
      undeclared: ['GET /things/1 → 200 (getThingsById): body must NOT have additional properties (extra)'],
    });
  });

  it('reports an undocumented status, a body off its schema and a media type not documented', () => {
    const r = validator.check([
      call('/things/1', 500, {}),
      call('/things/1', 200, { at: '2026-13-45' }),
      call('/things/search', 200, [1]),
      { ...call('/things/1', 404, 'x'), contentType: 'text/html' },
      call('/elsewhere', 404, {}),
    ]);
    expect(r.checked).toBe(4);
    expect(r.outside).toBe(1);
    expect(r.mismatches).toEqual([
      'GET /things/1 → 500 (getThingsById): status not documented',
      expect.stringContaining('GET /things/1 → 200 (getThingsById): body/at must match format "date"'),
      expect.stringContaining('GET /things/search → 200 (getThingsSearch): body/0 must be string'),
      'GET /things/1 → 404 (getThingsById): text/html not documented',
    ]);
  });

  it('checks every example against its schema', () => {
    expect(validator.examples()).toEqual([
      expect.stringContaining('getThingsById: example body/error must be object'),
    ]);
  });
});

import { describe, expect, it } from 'vitest';
import { jsonSchemaConverter } from './io-ts-json-schema';
import { completeDocument, operationIdOf } from './openapi-document';

const options = {
  publicUrl: 'https://tripx.example',
  sessionCookie: 'tripx.sid',
  converter: jsonSchemaConverter(),
};

describe('the API document completed from the route contracts', () => {
  it('names operations by method and path, parameters as By…', () => {
    expect(operationIdOf('GET', '/api/policies/:policyNumber/history')).toBe(
      'getPoliciesByPolicyNumberHistory',
    );
    expect(operationIdOf('POST', '/api/distribution/list-organization')).toBe(
      'postDistributionListOrganization',
    );
    expect(operationIdOf('GET', '/tms/translationspaces/:space/translations/:name')).toBe(
      'getTmsTranslationspacesBySpaceTranslationsByName',
    );
  });

  it('answers with the statuses of the route’s guard and of its use case’s table, and the security it needs', () => {
    const doc = completeDocument(
      {
        paths: {
          '/api/policies/cancel': { put: { summary: 'Cancels' } },
          '/healthz': { get: { summary: 'Alive' } },
        },
      },
      [
        {
          method: 'PUT',
          url: '/api/policies/cancel',
          access: { signedIn: true, claims: ['POLICY_CANCEL'] },
          csrf: true,
          rateLimited: false,
        },
        {
          method: 'GET',
          url: '/healthz',
          access: { signedIn: false, claims: [] },
          csrf: true,
          rateLimited: false,
        },
      ],
      options,
    );
    const cancel = doc.paths['/api/policies/cancel']?.['put'];
    // 401 / 403 from the guard and CSRF, 408 / 413 / 415 from the body, 402 / 404 / 409 from POLICY_STATUSES.
    expect(Object.keys(cancel?.['responses'] as object)).toEqual([
      '200',
      '400',
      '401',
      '402',
      '403',
      '404',
      '408',
      '409',
      '413',
      '415',
      '500',
    ]);
    expect(cancel?.['security']).toEqual([{ sessionCookie: [], csrfToken: [] }]);
    const health = doc.paths['/healthz']?.['get'];
    expect(Object.keys(health?.['responses'] as object)).toEqual(['200', '400', '500']);
    expect(health?.['security']).toEqual([{}, { sessionCookie: [] }]);
    expect(health?.['responses']).toMatchObject({
      200: { content: { 'application/json': { example: { status: 'ok' } } } },
      500: { content: { 'application/json': { schema: { $ref: '#/components/schemas/ApiError' } } } },
    });
    expect(doc.servers).toEqual([{ url: 'https://tripx.example', description: 'This server (PUBLIC_URL)' }]);
  });

  it('refuses a route that has no contract', () => {
    expect(() =>
      completeDocument(
        { paths: { '/nowhere': { get: {} } } },
        [{ method: 'GET', url: '/nowhere', access: undefined, csrf: true, rateLimited: false }],
        options,
      ),
    ).toThrow(/No contract for GET \/nowhere/);
  });
});

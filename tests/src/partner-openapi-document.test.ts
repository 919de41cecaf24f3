import { PARTNER_CONTRACTS } from '@tripx/adapters-http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pgliteDatabase, type TestDatabase } from './support/databases';
import { startInProcess, type InProcessServer } from './support/servers';

/** Where the committed copy lives; `pnpm openapi` rewrites it (vitest --update). */
const DOCUMENT = '../../docs/api/partner-v1.openapi.json';

type Operation = {
  operationId: string;
  security: Record<string, string[]>[];
  parameters?: { name: string; in: string; required: boolean }[];
  responses: Record<string, { content?: Record<string, { schema: unknown; example?: unknown }> }>;
};

describe('the committed partner API document', () => {
  let db: TestDatabase;
  let api: InProcessServer;
  let text: string;
  let document: { paths: Record<string, Record<string, Operation>>; components: Record<string, unknown> };
  beforeAll(async () => {
    db = pgliteDatabase();
    // The server's default public address, so that the committed document does not vary by run.
    api = await startInProcess({ ...db.env, PUBLIC_URL: 'http://localhost:8080' });
    document = await (await fetch(`${api.baseUrl}/partner/v1/openapi.json`)).json();
    text = `${JSON.stringify(document, null, 2)}\n`;
  });
  afterAll(async () => {
    await api?.close();
    await db?.drop();
  });

  it('docs/api/partner-v1.openapi.json is the document the server publishes', async () => {
    await expect(text).toMatchFileSnapshot(DOCUMENT);
  });

  it('documents every partner route with the bearer key, its Idempotency-Key, its problems and examples', () => {
    const whole = Object.entries(document.paths).flatMap(([path, ops]) =>
      Object.keys(ops).map((m) => `${m.toUpperCase()} ${path.replace(/\{(\w+)\}/g, ':$1')}`),
    );
    expect(new Set(whole)).toEqual(new Set(Object.keys(PARTNER_CONTRACTS)));
    for (const [key, op] of Object.entries(document.paths).flatMap(([p, ops]) =>
      Object.entries(ops).map(([m, o]) => [`${m} ${p}`, o] as const),
    )) {
      expect(op.security, key).toEqual([{ partnerKey: [] }]);
      const idempotency = op.parameters?.find((p) => p.name === 'Idempotency-Key');
      expect(idempotency?.required ?? false, key).toBe(key.startsWith('post'));
      for (const status of ['400', '401', '403', '429'])
        expect(Object.keys(op.responses[status]?.content ?? {}), `${key} ${status}`).toEqual([
          'application/problem+json',
        ]);
      for (const [status, response] of Object.entries(op.responses))
        for (const media of Object.values(response.content ?? {}))
          expect(media.example, `${key} ${status}`).toBeDefined();
    }
    expect(document.components['securitySchemes']).toEqual({
      partnerKey: expect.objectContaining({ type: 'http', scheme: 'bearer' }),
    });
  });
});

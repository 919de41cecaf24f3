import * as t from 'io-ts';
import { describe, expect, it } from 'vitest';
import { HttpClient } from './http-client';
import { HttpLocationService } from './http-location.service';
import { fakeFetch } from './test-support/fake-fetch';

const context = (refCode?: string) => ({ lang: () => 'fr' as const, refCode: () => refCode });
const Ok = t.type({ ok: t.boolean });

describe('HttpClient', () => {
  it('sends the CSRF token of /csrf with the lang and url-ref-code headers', async () => {
    const { transport, seen } = fakeFetch((c) =>
      c.url === '/csrf' ? { status: 200, data: { csrfToken: 'tok-1' } } : { status: 200, data: { ok: true } },
    );
    const http = new HttpClient(transport, context('NBT2024'));
    await http.start();
    const r = await http.post(Ok, '/api/x', { a: 1 });
    expect(r).toEqual({ ok: true, value: { ok: true } });
    const headers = seen[1]?.headers;
    expect(headers?.['x-csrf-token']).toBe('tok-1');
    expect(headers?.['lang']).toBe('FR');
    expect(headers?.['url-ref-code']).toBe('NBT2024');
  });

  it('sends the default organization code when the page has no refCode', async () => {
    const { transport, seen } = fakeFetch(() => ({ status: 200, data: { ok: true } }));
    await new HttpClient(transport, context()).get(Ok, '/api/x');
    expect(seen[0]?.headers?.['url-ref-code']).toBe('CM');
  });

  it("gives the API's error code, message and fields as a refusal", async () => {
    const body = { error: { code: 'badRequest', message: 'no', fields: [{ path: 'a', code: 'required' }] } };
    const { transport } = fakeFetch(() => ({ status: 400, data: body }));
    const r = await new HttpClient(transport, context()).post(Ok, '/api/x', {});
    expect(r).toEqual({
      ok: false,
      failure: {
        kind: 'refused',
        code: 'badRequest',
        message: 'no',
        fields: body.error.fields,
        body,
        status: 400,
      },
    });
  });

  it('keeps the status of a 5xx, so that a store can tell a server fault from a refusal', async () => {
    const { transport } = fakeFetch(() => ({ status: 500, data: 'Internal Server Error' }));
    const r = await new HttpClient(transport, context()).post(Ok, '/api/x', {});
    expect(r).toEqual({
      ok: false,
      failure: { kind: 'refused', code: 'internalError', message: '', fields: [], status: 500 },
    });
  });

  it('refuses an answer that does not match the contract', async () => {
    const { transport } = fakeFetch(() => ({ status: 200, data: { ok: 'yes' } }));
    const r = await new HttpClient(transport, context()).get(Ok, '/api/x');
    expect(r).toEqual({ ok: false, failure: { kind: 'decode', code: 'badResponse', paths: ['ok'] } });
  });

  it('turns a lost connection into a network failure instead of throwing', async () => {
    const { transport } = fakeFetch(() => 'network');
    const r = await new HttpClient(transport, context()).get(Ok, '/api/x');
    expect(r).toEqual({ ok: false, failure: { kind: 'network', code: 'network' } });
  });

  it('fetches a new token and retries once when the server says the CSRF token is stale', async () => {
    let tokens = 0;
    const { transport, seen } = fakeFetch((c) => {
      if (c.url === '/csrf') return { status: 200, data: { csrfToken: `tok-${++tokens}` } };
      return c.headers?.['x-csrf-token'] === 'tok-2'
        ? { status: 200, data: { ok: true } }
        : { status: 403, data: { error: { code: 'csrfInvalid', message: '', fields: [] } } };
    });
    const http = new HttpClient(transport, context());
    await http.start();
    expect((await http.post(Ok, '/api/x', {})).ok).toBe(true);
    expect(seen.map((c) => c.url)).toEqual(['/csrf', '/api/x', '/csrf', '/api/x']);
  });

  it('the first unsafe call of a client that never started fetches the token before it is sent: no 403, no retry', async () => {
    const { transport, seen } = fakeFetch((c) => {
      if (c.url === '/csrf') return { status: 200, data: { csrfToken: 'tok-1' } };
      return c.method === 'get' || c.headers?.['x-csrf-token'] === 'tok-1'
        ? { status: 200, data: { ok: true } }
        : { status: 403, data: { error: { code: 'csrfInvalid', message: '', fields: [] } } };
    });
    const http = new HttpClient(transport, context());
    expect((await http.get(Ok, '/api/read')).ok).toBe(true);
    expect((await http.put(Ok, '/api/save', {})).ok).toBe(true);
    expect((await http.post(Ok, '/api/save', {})).ok).toBe(true);
    expect(seen.map((c) => `${c.method} ${c.url}`)).toEqual([
      'get /api/read',
      'get /csrf',
      'put /api/save',
      'post /api/save',
    ]);
  });

  it('only logs a failed CSRF fetch', async () => {
    const logged: string[] = [];
    const { transport } = fakeFetch(() => 'network');
    await new HttpClient(transport, context(), (m) => logged.push(m)).start();
    expect(logged).toHaveLength(1);
    expect(logged[0]).toContain('CSRF');
  });
});

describe('HttpLocationService', () => {
  it('asks GraphQL for at most 20 rows and reads them', async () => {
    const row = {
      id: 1,
      iata: 'CDG',
      name: 'Charles de Gaulle',
      city: 'Paris',
      state: 'IDF',
      country: 'FR',
      countryName: 'France',
    };
    const { transport, seen } = fakeFetch(() => ({
      status: 200,
      data: { data: { distinctTravelLocations: [row] } },
    }));
    const rows = await new HttpLocationService(new HttpClient(transport, context())).destinations({
      search: 'par',
      outsideCanada: true,
      lang: 'fr',
    });
    expect(rows).toEqual([row]);
    expect(JSON.parse(String(seen.at(-1)?.data)).variables).toEqual({
      where: { search: 'par', outsideCanada: true },
      limit: 20,
      lang: 'fr',
    });
  });

  it('answers an empty list when the search fails (spec 8)', async () => {
    const { transport } = fakeFetch(() => ({ status: 500, data: {} }));
    const rows = await new HttpLocationService(new HttpClient(transport, context())).departureCities({
      search: 'tor',
      lang: 'en',
    });
    expect(rows).toEqual([]);
  });
});

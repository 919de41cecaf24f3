import { describe, expect, it } from 'vitest';
import { HttpClient } from './http-client';
import { HttpDistributionService } from './http-distribution.service';
import { fakeFetch } from './test-support/fake-fetch';

const context = { lang: () => 'en' as const, refCode: () => undefined };
const bytes = (text: string) => new TextEncoder().encode(text).buffer;

describe('HttpDistributionService', () => {
  it('downloads an export as bytes with the file name the server gave, empty filter fields left out', async () => {
    const { transport, seen } = fakeFetch(() => ({
      status: 200,
      data: bytes('a;b'),
      headers: { 'content-type': 'text/csv', 'content-disposition': 'attachment; filename="licences.csv"' },
    }));
    const service = new HttpDistributionService(new HttpClient(transport, context));
    const r = await service.exportLicences(
      { licenseNumber: 'ON-1', name: '' },
      { format: 'csv', lang: 'fr' },
    );
    expect(r.ok && r.value.fileName).toBe('licences.csv');
    expect(r.ok && new TextDecoder().decode(r.value.bytes)).toBe('a;b');
    expect(JSON.parse(String(seen.at(-1)?.data))).toEqual({ licenseNumber: 'ON-1' });
    expect(seen.at(-1)?.params).toEqual({ format: 'csv', lang: 'fr' });
  });

  it("reads a refused export's error body from its bytes", async () => {
    const body = { error: { code: 'forbidden', message: 'no', fields: [] } };
    const { transport } = fakeFetch(() => ({ status: 403, data: bytes(JSON.stringify(body)) }));
    const r = await new HttpDistributionService(new HttpClient(transport, context)).exportReport(
      { report: 'SalesActivity', organizationCode: 'MAPLE', from: '2026-01-01', to: '2026-01-31' },
      'xlsx',
    );
    expect(r).toEqual({
      ok: false,
      failure: { kind: 'refused', code: 'forbidden', message: 'no', fields: [], body, status: 403 },
    });
  });

  it('decodes answers with the contract: a licence row missing a field is a decode failure', async () => {
    const { transport } = fakeFetch(() => ({ status: 200, data: { total: 1, licenses: [{ id: 'l1' }] } }));
    const r = await new HttpDistributionService(new HttpClient(transport, context)).searchLicences({}, {});
    expect(r.ok).toBe(false);
    expect(!r.ok && r.failure.kind).toBe('decode');
  });

  it('referringAgents: GETs the agents a booking may name and decodes each row', async () => {
    const agents = [{ profileCode: 'AG100', firstName: 'Ada', lastName: 'Lovelace' }];
    const { transport, seen } = fakeFetch(() => ({ status: 200, data: agents }));
    const service = new HttpDistributionService(new HttpClient(transport, context));
    expect(await service.referringAgents()).toEqual({ ok: true, value: agents });
    expect([seen[0]?.method, seen[0]?.url]).toEqual(['get', '/api/distribution/agent/referring']);
    const { transport: bad } = fakeFetch(() => ({ status: 200, data: [{ profileCode: 'AG100' }] }));
    const r = await new HttpDistributionService(new HttpClient(bad, context)).referringAgents();
    expect(!r.ok && r.failure.kind).toBe('decode');
  });
});

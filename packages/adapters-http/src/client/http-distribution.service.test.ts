import axios, { type AxiosAdapter, type InternalAxiosRequestConfig } from 'axios';
import { describe, expect, it } from 'vitest';
import { HttpClient } from './http-client';
import { HttpDistributionService } from './http-distribution.service';

/** An axios instance answering from a script, with headers, recording each request. */
const fakeAxios = (
  answer: (c: InternalAxiosRequestConfig) => { status: number; data: unknown; headers?: object },
) => {
  const seen: InternalAxiosRequestConfig[] = [];
  const adapter: AxiosAdapter = async (config) => {
    seen.push(config);
    const a = answer(config);
    return { status: a.status, statusText: '', headers: a.headers ?? {}, config, data: a.data };
  };
  return { instance: axios.create({ adapter }), seen };
};
const context = { lang: () => 'en' as const, refCode: () => undefined };
const bytes = (text: string) => new TextEncoder().encode(text).buffer;

describe('HttpDistributionService', () => {
  it('downloads an export as bytes with the file name the server gave, empty filter fields left out', async () => {
    const { instance, seen } = fakeAxios(() => ({
      status: 200,
      data: bytes('a;b'),
      headers: { 'content-type': 'text/csv', 'content-disposition': 'attachment; filename="licences.csv"' },
    }));
    const service = new HttpDistributionService(new HttpClient(instance, context));
    const r = await service.exportLicences(
      { licenseNumber: 'ON-1', name: '' },
      { format: 'csv', lang: 'fr' },
    );
    expect(r.ok && r.value.fileName).toBe('licences.csv');
    expect(r.ok && new TextDecoder().decode(r.value.bytes)).toBe('a;b');
    expect(seen[0]?.responseType).toBe('arraybuffer');
    expect(JSON.parse(String(seen[0]?.data))).toEqual({ licenseNumber: 'ON-1' });
    expect(seen[0]?.params).toEqual({ format: 'csv', lang: 'fr' });
  });

  it("reads a refused export's error body from its bytes", async () => {
    const body = { error: { code: 'forbidden', message: 'no', fields: [] } };
    const { instance } = fakeAxios(() => ({ status: 403, data: bytes(JSON.stringify(body)) }));
    const r = await new HttpDistributionService(new HttpClient(instance, context)).exportReport(
      { report: 'SalesActivity', organizationCode: 'MAPLE', from: '2026-01-01', to: '2026-01-31' },
      'xlsx',
    );
    expect(r).toEqual({
      ok: false,
      failure: { kind: 'refused', code: 'forbidden', message: 'no', fields: [], body, status: 403 },
    });
  });

  it('decodes answers with the contract: a licence row missing a field is a decode failure', async () => {
    const { instance } = fakeAxios(() => ({ status: 200, data: { total: 1, licenses: [{ id: 'l1' }] } }));
    const r = await new HttpDistributionService(new HttpClient(instance, context)).searchLicences({}, {});
    expect(r.ok).toBe(false);
    expect(!r.ok && r.failure.kind).toBe('decode');
  });

  it('referringAgents: GETs the agents a booking may name and decodes each row', async () => {
    const agents = [{ profileCode: 'AG100', firstName: 'Ada', lastName: 'Lovelace' }];
    const { instance, seen } = fakeAxios(() => ({ status: 200, data: agents }));
    const service = new HttpDistributionService(new HttpClient(instance, context));
    expect(await service.referringAgents()).toEqual({ ok: true, value: agents });
    expect([seen[0]?.method, seen[0]?.url]).toEqual(['get', '/api/distribution/agent/referring']);
    const { instance: bad } = fakeAxios(() => ({ status: 200, data: [{ profileCode: 'AG100' }] }));
    const r = await new HttpDistributionService(new HttpClient(bad, context)).referringAgents();
    expect(!r.ok && r.failure.kind).toBe('decode');
  });
});

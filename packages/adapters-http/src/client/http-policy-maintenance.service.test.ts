import type { PolicyMaintenanceService } from '@tripx/application';
import { describe, expect, it } from 'vitest';
import { HttpClient } from './http-client';
import { HttpPolicyMaintenanceService } from './http-policy-maintenance.service';
import { fakeFetch, type Answer, type SeenRequest } from './test-support/fake-fetch';

const context = { lang: () => 'en' as const, refCode: () => undefined };
/** The service over a server answering from a script (and /csrf with a token); the API calls it saw. */
const serviceOver = (answer: (request: SeenRequest) => Answer) => {
  const { transport, seen: all } = fakeFetch((r) =>
    r.url === '/csrf' ? { status: 200, data: { csrfToken: 'tok-1' } } : answer(r),
  );
  const calls = () => all.filter((r) => r.url !== '/csrf');
  return { service: new HttpPolicyMaintenanceService(new HttpClient(transport, context)), calls };
};
const where = (r: SeenRequest | undefined) => [r?.method, r?.url];
const bodyOf = (r: SeenRequest | undefined): unknown => JSON.parse(r?.data ?? 'null');

/** A policy number that is not a path segment as it stands. */
const ODD = 'TX 1/2';
const ODD_IN_PATH = 'TX%201%2F2';

const note = { id: 'n1', ownerCode: 'TX1', note: 'Called back', authorName: 'Ada', createdAt: '2026-11-01' };
const transaction = {
  policyNumber: 'TX1',
  date: '2026-11-02T15:00:00.000Z',
  type: 'REFUND',
  method: 'CARD',
  amountCents: -2_500,
  brand: 'VISA',
  last4: '4242',
  reference: 'ch_1',
};
const cancellation = {
  paxes: [{ policyNumber: 'TX1', refundCents: 2_500, status: 'REFUNDED', reason: 'TRIP_CANCELLED' }],
  transactions: [transaction],
};

describe('HttpPolicyMaintenanceService (the staff app’s policy client)', () => {
  it('reads each part of a policy at its own address, the policy number one encoded path segment', async () => {
    const { service, calls } = serviceOver(() => ({ status: 200, data: [] }));
    const reads: [keyof PolicyMaintenanceService, string][] = [
      ['history', `/api/policies/${ODD_IN_PATH}/history`],
      ['deliveries', `/api/policies/${ODD_IN_PATH}/confirmation/deliveries`],
      ['notes', `/api/notes/policy/${ODD_IN_PATH}/notes`],
    ];
    for (const [call, url] of reads) {
      expect(await (service[call] as (n: string) => Promise<unknown>)(ODD)).toEqual({ ok: true, value: [] });
      expect(where(calls().at(-1))).toEqual(['get', url]);
    }
    for (const [call, what] of [
      ['policy', ''],
      ['financials', '/financials'],
      ['endorsementForm', '/endorsement'],
      ['cancellationPreview', '/cancellation'],
      ['reinstatementPreview', '/reinstatement'],
    ] as const) {
      await service[call](ODD);
      expect(where(calls().at(-1))).toEqual(['get', `/api/policies/${ODD_IN_PATH}${what}`]);
    }
  });

  it('search: the criteria in the query with a cache-buster (spec 7.4); the page decoded', async () => {
    const page = { total: 0, page: 0, pageSize: 10, policies: [] };
    const { service, calls } = serviceOver(() => ({ status: 200, data: page }));
    expect(await service.search({ lastName: 'Lovelace', sortField: 'purchaseDate' })).toEqual({
      ok: true,
      value: page,
    });
    const { ts, ...criteria } = calls().at(0)!.params;
    expect(where(calls().at(0))).toEqual(['get', '/api/policies/search']);
    expect(criteria).toEqual({ lastName: 'Lovelace', sortField: 'purchaseDate' });
    expect(ts).toMatch(/^\d+$/);
  });

  it('writes: each with its method, address and body; a note answered is decoded', async () => {
    const { service, calls } = serviceOver((r) =>
      r.url.endsWith('/note') ? { status: 201, data: note } : { status: 200, data: cancellation },
    );
    expect(await service.addNote(ODD, 'Called back')).toEqual({ ok: true, value: note });
    expect(calls().at(0)?.headers['x-csrf-token']).toBe('tok-1');
    expect([...where(calls().at(0)), bodyOf(calls().at(0))]).toEqual([
      'post',
      `/api/notes/policy/${ODD_IN_PATH}/note`,
      { note: 'Called back' },
    ]);
    const request = {
      cancellationReason: 'TRIP_CANCELLED',
      paxes: [{ policyNumber: 'TX1' }],
      confirmedCents: 2_500,
    };
    expect(await service.cancel(request)).toEqual({ ok: true, value: cancellation });
    expect([...where(calls().at(1)), bodyOf(calls().at(1))]).toEqual([
      'put',
      '/api/policies/cancel',
      request,
    ]);
  });

  it('resend: the e-mail address only when one is given (else the policy’s own)', async () => {
    const { service, calls } = serviceOver(() => ({ status: 200, data: { sent: true } }));
    await service.resendConfirmation('TX1');
    await service.resendConfirmation('TX1', 'other@example.com');
    expect(calls().map((r) => [...where(r), bodyOf(r)])).toEqual([
      ['post', '/api/policies/confirmation/resend', { policyNumber: 'TX1' }],
      ['post', '/api/policies/confirmation/resend', { policyNumber: 'TX1', email: 'other@example.com' }],
    ]);
  });

  it('a refusal is the API’s error with its status (a stale save: 409 versionConflict), never a throw', async () => {
    const body = { error: { code: 'versionConflict', message: 'stale', fields: [] } };
    const { service, calls } = serviceOver(() => ({ status: 409, data: body }));
    const r = await service.update({ policyNumber: 'TX1', version: 2 } as never);
    expect(where(calls().at(0))).toEqual(['put', '/api/policies']);
    expect(r).toEqual({
      ok: false,
      failure: { kind: 'refused', code: 'versionConflict', message: 'stale', fields: [], body, status: 409 },
    });
  });

  it('an answer off the contract is a decode failure; no answer is a network failure', async () => {
    const { transactions: _missing, ...partial } = cancellation;
    const off = await serviceOver(() => ({ status: 200, data: partial })).service.cancel({
      cancellationReason: 'X',
      paxes: [],
    });
    expect(!off.ok && off.failure.kind).toBe('decode');
    const lost = await serviceOver(() => 'network').service.notes('TX1');
    expect(lost).toEqual({ ok: false, failure: { kind: 'network', code: 'network' } });
  });
});

import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ApiClient } from './support/api-client';
import { pgliteDatabase, type TestDatabase } from './support/databases';
import { buy, CATEGORY_EXAMPLES, exampleQuote } from './support/purchase';
import { signInAs, startInProcess, type InProcessServer } from './support/servers';

type Json = Record<string, unknown>;

/** The calls the staff app's policy screens added: cancellation preview, resend and PDF within the scope. */
describe('policy screen calls on PGlite', () => {
  let db: TestDatabase;
  let s: InProcessServer;
  let policyNumber = '';
  let staff: ApiClient;
  let own: ApiClient;
  let viewer: ApiClient;

  beforeAll(async () => {
    db = await pgliteDatabase();
    s = await startInProcess(db.env);
    const frame = s.server.deps.config.paymentFrameOrigin ?? '';
    const run = await buy(s.client(), frame, exampleQuote(CATEGORY_EXAMPLES.TRAVELLING_CANADIANS, 'en'));
    expect(run.purchase.status).toBe(201);
    policyNumber = ((run.purchase.body['policies'] as Json[])[0] as Json)['policyNumber'] as string;
    staff = s.client();
    await signInAs(s.server, staff, 'admin');
    own = s.client();
    await signInAs(s.server, own, 'agent.own');
    viewer = s.client();
    await signInAs(s.server, viewer, 'staff.viewer');
  });
  afterAll(async () => {
    await s?.close();
    await db?.drop();
  });

  it('the cancellation preview is the refund the cancellation then gives, nothing written before', async () => {
    const preview = await staff.get<{
      paxes: { policyNumber: string; refundCents: number; reason: string }[];
    }>(`/api/policies/${policyNumber}/cancellation`);
    expect(preview.status).toBe(200);
    const mine = preview.body.paxes.find((p) => p.policyNumber === policyNumber);
    expect(mine?.reason).toBe('beforeEffectiveDate');
    const fin = await staff.get<{ paxes: { policyNumber: string; balanceCents: number }[] }>(
      `/api/policies/${policyNumber}/financials`,
    );
    const paid = fin.body.paxes.find((p) => p.policyNumber === policyNumber)?.balanceCents;
    expect(mine?.refundCents).toBe(paid);
    const done = await staff.request<{ paxes: { refundCents: number }[] }>('PUT', '/api/policies/cancel', {
      body: { cancellationReason: 'Trip cancelled', paxes: [{ policyNumber }] },
    });
    expect(done.body.paxes[0]?.refundCents).toBe(mine?.refundCents);
    const after = await staff.get<{ paxes: { policyNumber: string }[] }>(
      `/api/policies/${policyNumber}/cancellation`,
    );
    expect(after.body.paxes.map((p) => p.policyNumber)).not.toContain(policyNumber);
  });

  it('the preview needs POLICY_CANCEL (403) and the policy in scope (404)', async () => {
    expect((await viewer.get(`/api/policies/${policyNumber}/cancellation`)).status).toBe(403);
    expect((await own.get(`/api/policies/${policyNumber}/cancellation`)).status).toBe(404);
  });

  it('resend: staff queue a new delivery; an agent outside the scope gets 404 and nothing is queued', async () => {
    const recipients = async () =>
      (await staff.get<Json[]>(`/api/policies/${policyNumber}/confirmation/deliveries`)).body.map(
        (d) => d['recipient'],
      );
    const refused = await own.post<{ error: { code: string } }>('/api/policies/confirmation/resend', {
      policyNumber,
      email: 'stranger@example.com',
    });
    expect(refused.status).toBe(404);
    expect(refused.body.error.code).toBe('notFound');
    const sent = await staff.post<{ status: string }>('/api/policies/confirmation/resend', {
      policyNumber,
      email: 'office@example.com',
    });
    expect(sent.status).toBe(202);
    await vi.waitFor(async () => expect(await recipients()).toContain('office@example.com'), {
      timeout: 15_000,
      interval: 200,
    });
    expect(await recipients()).not.toContain('stranger@example.com');
  });

  it('the confirmation PDF: staff read it; an own-policies agent outside the scope gets 404', async () => {
    const pdf = await staff.get(`/api/policies/${policyNumber}/confirmation/pdf`);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect((await own.get(`/api/policies/${policyNumber}/confirmation/pdf`)).status).toBe(404);
  });
});

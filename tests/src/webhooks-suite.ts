import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiClient } from './support/api-client';
import type { TestDatabase } from './support/databases';
import { expectAnswersAsDocumented } from './support/openapi-conformance';
import { buy, CATEGORY_EXAMPLES, exampleQuote } from './support/purchase';
import { signInAs, startInProcess, type InProcessServer } from './support/servers';
import { startWebhookReceiver } from './support/webhook-receiver';

type Json = Record<string, unknown>;
interface Delivery {
  id: string;
  eventId: string;
  eventType: string;
  status: string;
  attempts: number;
  nextAttemptAt: string | null;
  history: { attempt: number; statusCode: number | null; error: string | null }[];
}

const MINUTE = 60_000;
const EVENTS = [
  'policy.issued',
  'policy.endorsed',
  'policy.cancelled',
  'policy.reinstated',
  'payment.refunded',
];

/**
 * Webhooks of issue 21 over HTTP, against one database: purchases, a cancellation and its refund
 * write events; a receiver that is down for the first attempts still gets each event exactly once by
 * id, every request signed (standardwebhooks), the retries visible in the deliveries list.
 */
export const defineWebhooksSuite = (label: string, openDatabase: () => Promise<TestDatabase>): void => {
  describe(`webhooks on ${label}`, () => {
    let db: TestDatabase;
    let s: InProcessServer;
    let staff: ApiClient;
    let receiver: Awaited<ReturnType<typeof startWebhookReceiver>>;
    let endpointId = '';
    let organizationCode = '';
    const policies: string[] = [];

    beforeAll(async () => {
      db = await openDatabase();
      // The worker's timer is left an hour apart: the test drives each drain on the server's clock.
      s = await startInProcess({ ...db.env, WEBHOOK_INTERVAL_MS: String(60 * MINUTE) });
      receiver = await startWebhookReceiver(['error', 'hang-up', 'unavailable']);
      staff = s.client();
      await signInAs(s.server, staff, 'admin');
      const frame = s.server.deps.config.paymentFrameOrigin ?? '';
      for (let i = 0; i < 2; i += 1) {
        const run = await buy(s.client(), frame, exampleQuote(CATEGORY_EXAMPLES.TRAVELLING_CANADIANS, 'en'));
        expect(run.purchase.status).toBe(201);
        policies.push(((run.purchase.body['policies'] as Json[])[0] as Json)['policyNumber'] as string);
      }
      const view = await staff.get<Json>(`/api/policies/${policies[0]}`);
      organizationCode = String(view.body['organizationCode']);
    });
    afterAll(async () => {
      await s?.close();
      await receiver?.close();
      await db?.drop();
    });

    it('registers an endpoint: HTTPS or loopback HTTP only, the secret answered once; staff only, with CSRF', async () => {
      const refused = await staff.post<{ error: { fields: { path: string; code: string }[] } }>(
        '/api/webhook-endpoints',
        { organizationCode, url: 'http://partner.example.com/hooks', events: ['policy.issued'] },
      );
      expect(refused.status).toBe(400);
      expect(refused.body.error.fields).toEqual([{ path: 'url', code: 'webhookUrlNotHttps' }]);

      const agent = s.client();
      await signInAs(s.server, agent, 'agency.admin');
      const body = { organizationCode, url: receiver.url, events: EVENTS, description: 'Partner test' };
      expect((await agent.post('/api/webhook-endpoints', body)).status).toBe(403);
      expect(
        (await s.client().get(`/api/webhook-endpoints?organizationCode=${organizationCode}`)).status,
      ).toBe(401);
      const noCsrf = await staff.request('POST', '/api/webhook-endpoints', { body, csrf: false });
      expect(noCsrf.status).toBe(403);

      const made = await staff.post<Json & { secret: string; id: string }>('/api/webhook-endpoints', body);
      expect(made.status).toBe(201);
      expect(made.headers.get('cache-control')).toBe('no-store');
      expect(made.body.secret).toMatch(/^whsec_[A-Za-z0-9+/]+=*$/);
      endpointId = made.body.id;
      receiver.useSecret(made.body.secret);
      const listed = await staff.get<{ endpoints: Json[] }>(
        `/api/webhook-endpoints?organizationCode=${organizationCode}`,
      );
      expect(listed.body.endpoints).toEqual([expect.objectContaining({ id: endpointId, url: receiver.url })]);
      expect(JSON.stringify(listed.body)).not.toContain('whsec_');
    });

    it('a cancellation and its refund write their events; the receiver, down for three attempts, gets each once', async () => {
      const cancel = await staff.request<{ paxes: { refundCents: number }[] }>(
        'PUT',
        '/api/policies/cancel',
        {
          body: { cancellationReason: 'Trip cancelled', paxes: [{ policyNumber: policies[0] }] },
        },
      );
      expect(cancel.status).toBe(200);
      expect(cancel.body.paxes[0]?.refundCents).toBeGreaterThan(0);

      // Each drain sends what is due on the server's clock; the clock then moves 10 minutes, past
      // the 1, 3 and 9 minute waits of the schedule. No sleep: the test moves time.
      for (let step = 0; step < 8 && receiver.taken.size < 4; step += 1) {
        await s.server.webhooks.drain();
        s.advanceClock(10 * MINUTE);
      }
      expect(receiver.badSignatures).toEqual([]);
      // The staff session did not outlive the hour the clock moved: a new one.
      staff = s.client();
      await signInAs(s.server, staff, 'admin');
      const deliveries = await staff.get<{ deliveries: Delivery[] }>(
        `/api/webhook-endpoints/${endpointId}/deliveries`,
      );
      expect(deliveries.status).toBe(200);
      const list = deliveries.body.deliveries;
      expect(list.map((d) => d.eventType).sort()).toEqual(
        ['payment.refunded', 'policy.cancelled', 'policy.issued', 'policy.issued'].sort(),
      );
      // Every event arrived, once by id; the receiver saw each id four times (three refused).
      expect([...receiver.taken.keys()].sort()).toEqual(list.map((d) => d.eventId).sort());
      expect(receiver.duplicates).toEqual([]);
      expect([...receiver.attempts.values()]).toEqual([4, 4, 4, 4]);
      for (const d of list) {
        expect(d).toMatchObject({ status: 'SENT', attempts: 4, nextAttemptAt: null });
        expect(d.history.map((h) => h.statusCode)).toEqual([500, null, 503, 204]);
        expect(d.history[1]?.error).toBeTruthy();
      }
      const byType = (type: string) => [...receiver.taken.values()].filter((e) => e.type === type);
      expect(
        byType('policy.issued')
          .map((e) => e.data['policyNumber'])
          .sort(),
      ).toEqual([...policies].sort());
      expect(byType('policy.cancelled')[0]?.data).toMatchObject({
        policyNumber: policies[0],
        currency: 'CAD',
      });
      expect(byType('payment.refunded')[0]?.data).toMatchObject({
        policyNumber: policies[0],
        amountCents: cancel.body.paxes[0]?.refundCents,
      });
    });

    it('resend: the same event again under its webhook-id (the receiver dedupes), one more attempt listed', async () => {
      const { body } = await staff.get<{ deliveries: Delivery[] }>(
        `/api/webhook-endpoints/${endpointId}/deliveries`,
      );
      const one = body.deliveries[0] as Delivery;
      const resent = await staff.post(`/api/webhook-deliveries/${one.id}/resend`, {});
      expect(resent.status).toBe(202);
      await s.server.webhooks.drain();
      expect(receiver.duplicates).toEqual([one.eventId]);
      expect(receiver.taken.size).toBe(4);
      const after = await staff.get<{ deliveries: Delivery[] }>(
        `/api/webhook-endpoints/${endpointId}/deliveries`,
      );
      expect(after.body.deliveries.find((d) => d.id === one.id)).toMatchObject({
        status: 'SENT',
        attempts: 5,
      });
      expect((await staff.post('/api/webhook-deliveries/nope/resend', {})).status).toBe(404);
    });

    it('rotates the secret and deletes the endpoint', async () => {
      const rotated = await staff.post<{ secret: string }>(`/api/webhook-endpoints/${endpointId}/secret`, {});
      expect(rotated.status).toBe(200);
      expect(rotated.headers.get('cache-control')).toBe('no-store');
      expect(rotated.body.secret).toMatch(/^whsec_/);
      const deleted = await staff.request<Json>('DELETE', `/api/webhook-endpoints/${endpointId}`);
      expect(deleted).toMatchObject({ status: 200, body: { deleted: true } });
      expect((await staff.request('DELETE', `/api/webhook-endpoints/${endpointId}`)).status).toBe(404);
    });

    it('answered every call as its OpenAPI document says', () => expectAnswersAsDocumented(s, label));
  });
};

import type { WebhookEventType } from '@tripx/domain';
import { Effect } from 'effect';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { retryDelayMs } from '../../delivery/backoff-schedule';
import { retryWindowMs, WEBHOOK_RETRY_POLICY } from '../webhook-schedule';
import { webhookWorld } from '../test-support/webhook-world';
import { DEFAULT_WEBHOOK_OPTIONS, deliverWebhooks, drainWebhooks } from './deliver-webhooks';

const HOUR = 3_600_000;

const registered = async (
  w: ReturnType<typeof webhookWorld>,
  id = 'ep1',
  events: readonly WebhookEventType[] = ['policy.issued'],
) =>
  w.store.createEndpoint({
    id,
    organizationCode: 'ORG',
    url: `https://${id}.example.com/hook`,
    events,
    description: '',
    createdAt: w.clock.now.toISOString(),
    secret: `whsec_${Buffer.from(id).toString('base64')}`,
  });

/** Runs the worker at every instant something is due, until nothing is left to try. */
const untilSettled = async (w: ReturnType<typeof webhookWorld>) => {
  for (let guard = 0; guard < 100; guard += 1) {
    await Effect.runPromise(drainWebhooks(w.deps));
    if (!w.toNextDue()) return;
  }
  throw new Error('the worker never settled');
};

describe('the webhook schedule', () => {
  it('ten attempts over a little more than 24 hours, each wait no shorter than the one before', () => {
    const window = retryWindowMs(WEBHOOK_RETRY_POLICY);
    expect(window).toBeGreaterThanOrEqual(24 * HOUR);
    expect(window).toBeLessThan(25 * HOUR);
    const waits = Array.from({ length: WEBHOOK_RETRY_POLICY.maxAttempts - 1 }, (_, i) =>
      retryDelayMs(i + 1, WEBHOOK_RETRY_POLICY),
    );
    expect(waits.map((ms) => ms / 60_000)).toEqual([1, 3, 9, 27, 81, 243, 360, 360, 360]);
  });

  it('property: an endpoint down for its first k attempts gets the event on attempt k+1, same id, on the schedule', async () => {
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 0, max: WEBHOOK_RETRY_POLICY.maxAttempts }), async (downFor) => {
        const w = webhookWorld();
        await registered(w);
        const start = w.clock.now.getTime();
        w.answers((_, n) => (n <= downFor ? (n % 2 === 0 ? 'down' : 503) : 204));
        const event = w.event();
        w.store.write([event]);
        await untilSettled(w);

        const attempts = Math.min(downFor + 1, WEBHOOK_RETRY_POLICY.maxAttempts);
        expect(w.sent).toHaveLength(attempts);
        expect(new Set(w.sent.map((s) => s.id))).toEqual(new Set([event.id]));
        // Each attempt at the instant the schedule gives after the one before.
        const [delivery] = await w.store.deliveries('ep1', 10);
        const at = (delivery?.history ?? []).map((h) => Date.parse(h.at) - start);
        expect(at).toEqual(
          at.map((_, i) =>
            Array.from({ length: i }, (_x, j) => retryDelayMs(j + 1, WEBHOOK_RETRY_POLICY)).reduce(
              (a, b) => a + b,
              0,
            ),
          ),
        );
        expect(delivery?.status).toBe(downFor < WEBHOOK_RETRY_POLICY.maxAttempts ? 'SENT' : 'FAILED');
        expect(delivery?.history).toHaveLength(attempts);
        expect(at.at(-1)).toBeLessThanOrEqual(retryWindowMs(WEBHOOK_RETRY_POLICY));
      }),
      { numRuns: 25 },
    );
  });
});

describe('deliverWebhooks', () => {
  it('fans an event out to the subscribed endpoints of its organization only, signed with each one’s secret', async () => {
    const w = webhookWorld();
    await registered(w, 'ep1', ['policy.issued']);
    await registered(w, 'ep2', ['policy.cancelled']);
    await w.store.createEndpoint({
      id: 'other',
      organizationCode: 'OTHER',
      url: 'https://other.example.com/',
      events: ['policy.issued'],
      description: '',
      createdAt: '',
      secret: 'whsec_b3RoZXI=',
    });
    const event = w.event('policy.issued');
    w.store.write([event]);
    const step = await Effect.runPromise(deliverWebhooks(w.deps));
    expect(step).toEqual({ fannedOut: 1, claimed: 1, sent: 1, retrying: 0, failed: 0, settled: 0 });
    expect(w.sent.map((s) => [s.url, s.secret, s.id])).toEqual([
      ['https://ep1.example.com/hook', `whsec_${Buffer.from('ep1').toString('base64')}`, event.id],
    ]);
    expect(JSON.parse(w.sent[0]?.body ?? '{}')).toEqual({
      id: event.id,
      type: 'policy.issued',
      timestamp: event.occurredAt,
      organizationCode: 'ORG',
      data: event.data,
    });
  });

  it('records each attempt: status code, duration, error; no answer has no status; the secret is never in the record', async () => {
    const w = webhookWorld();
    await registered(w);
    w.answers((_, n) => (n === 1 ? 'down' : n === 2 ? 500 : 200));
    w.store.write([w.event()]);
    await untilSettled(w);
    const [delivery] = await w.store.deliveries('ep1', 10);
    expect(delivery?.history.map((h) => [h.attempt, h.statusCode, h.error])).toEqual([
      [1, null, 'connect ECONNREFUSED 127.0.0.1:9'],
      [2, 500, 'HTTP 500'],
      [3, 200, null],
    ]);
    expect(JSON.stringify(delivery)).not.toContain('whsec_');
    expect(delivery).toMatchObject({ status: 'SENT', attempts: 3, nextAttemptAt: null });
  });

  it('an event held by a money move waits; a lease keeps a second worker off a delivery being sent', async () => {
    const w = webhookWorld();
    await registered(w);
    w.store.write([{ ...w.event(), heldBy: 'move-1' }]);
    expect(await Effect.runPromise(deliverWebhooks(w.deps))).toMatchObject({ fannedOut: 0, claimed: 0 });
    w.store.events[0] = { ...(w.store.events[0] as (typeof w.store.events)[number]), heldBy: null };
    await w.store.fanOut(w.clock.now.toISOString(), 10, 3);
    const leased = await w.store.claimDue(w.clock.now.toISOString(), 10, DEFAULT_WEBHOOK_OPTIONS.leaseMs);
    expect(leased).toHaveLength(1);
    expect(await Effect.runPromise(deliverWebhooks(w.deps))).toMatchObject({ claimed: 0 });
    expect(w.sent).toEqual([]);
  });

  it('a store that cannot be read fails the step (the worker tells it and tries again later)', async () => {
    const w = webhookWorld();
    w.store.fanOut = () => Promise.reject(new Error('connection lost'));
    const r = await Effect.runPromise(Effect.either(deliverWebhooks(w.deps)));
    expect(r._tag).toBe('Left');
  });
});

import { policyEvents, type NewWebhookEvent } from '../webhook-event';
import type { WebhookDeps } from '../webhooks.deps';
import type { WebhookSender } from '../webhooks.ports';
import { InMemoryWebhookStore } from './in-memory-webhook-store';

export type SentRequest = Parameters<WebhookSender['send']>[0];

/**
 * A webhook world: the store in memory, a clock the test moves, and a sender that answers what
 * `answer` says (a status, or 'down' for no answer) and keeps every request.
 */
export const webhookWorld = (start = new Date('2026-11-20T12:00:00Z')) => {
  const clock = { now: start };
  const store = new InMemoryWebhookStore();
  const sent: SentRequest[] = [];
  let answer: (request: SentRequest, n: number) => number | 'down' = () => 204;
  let ids = 0;
  let secrets = 0;
  const deps: WebhookDeps = {
    store,
    sender: {
      send: async (request) => {
        sent.push(request);
        const a = answer(request, sent.length);
        if (a === 'down') throw new Error('connect ECONNREFUSED 127.0.0.1:9');
        return { statusCode: a };
      },
    },
    now: () => clock.now,
    newId: () => `id-${(ids += 1)}`,
    newSecret: () => `whsec_${Buffer.from(`secret-${(secrets += 1)}`).toString('base64')}`,
    elapsedMs: () => clock.now.getTime(),
  };
  const event = (
    type: NewWebhookEvent['type'] = 'policy.issued',
    organizationCode = 'ORG',
  ): NewWebhookEvent => {
    const [e] = policyEvents(deps, { type, organizationCode, groupNumber: 'G1' }, [
      { policyNumber: 'P1', status: 'ACTIVE', premiumCents: 10_000, amountCents: 10_000 },
    ]);
    if (!e) throw new Error('no event');
    return e;
  };
  return {
    clock,
    store,
    sent,
    deps,
    event,
    answers: (f: typeof answer) => void (answer = f),
    /** Moves the clock to the next delivery due (nothing else), or leaves it when none is. */
    toNextDue: () => {
      const next = [...store.rows.values()]
        .filter((r) => r.status === 'PENDING' && r.nextAttemptAt !== null)
        .map((r) => Date.parse(r.nextAttemptAt ?? ''))
        .sort((a, b) => a - b)[0];
      if (next !== undefined && next > clock.now.getTime()) clock.now = new Date(next);
      return next !== undefined;
    },
  };
};

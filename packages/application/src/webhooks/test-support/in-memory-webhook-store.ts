import { payloadOf, type NewWebhookEvent } from '../webhook-event';
import type {
  DeliveryWithAttempts,
  DueWebhook,
  NewWebhookEndpoint,
  WebhookAttempt,
  WebhookAttemptOutcome,
  WebhookDelivery,
  WebhookEndpoint,
  WebhookStore,
} from '../webhooks.ports';

type Row = WebhookDelivery & { lockedUntil: string | null; history: WebhookAttempt[] };
const withoutSecret = ({
  secret: _secret,
  ...endpoint
}: NewWebhookEndpoint & { deleted?: boolean }): WebhookEndpoint => {
  const { deleted: _deleted, ...rest } = endpoint;
  return rest;
};

/** The webhook store in memory, with the SQL store's rules (fan-out once, leases, PENDING-only records). */
export class InMemoryWebhookStore implements WebhookStore {
  readonly endpointRows = new Map<string, NewWebhookEndpoint & { deleted?: boolean }>();
  readonly events: (NewWebhookEvent & { fannedOut: boolean })[] = [];
  readonly rows = new Map<string, Row>();
  private seq = 0;

  write(events: readonly NewWebhookEvent[]): void {
    this.events.push(...events.map((e) => ({ ...e, fannedOut: false })));
  }

  async createEndpoint(endpoint: NewWebhookEndpoint): Promise<void> {
    this.endpointRows.set(endpoint.id, endpoint);
  }
  async endpoints(organizationCode: string): Promise<readonly WebhookEndpoint[]> {
    return [...this.endpointRows.values()]
      .filter((e) => !e.deleted && e.organizationCode === organizationCode)
      .map(withoutSecret);
  }
  async endpoint(id: string): Promise<WebhookEndpoint | undefined> {
    const e = this.endpointRows.get(id);
    return e && !e.deleted ? withoutSecret(e) : undefined;
  }
  async deleteEndpoint(id: string): Promise<boolean> {
    const e = this.endpointRows.get(id);
    if (!e || e.deleted) return false;
    this.endpointRows.set(id, { ...e, deleted: true });
    for (const r of this.rows.values())
      if (r.endpointId === id && r.status === 'PENDING')
        this.rows.set(r.id, { ...r, status: 'FAILED', nextAttemptAt: null });
    return true;
  }
  async rotateSecret(id: string, secret: string): Promise<boolean> {
    const e = this.endpointRows.get(id);
    if (!e || e.deleted) return false;
    this.endpointRows.set(id, { ...e, secret });
    return true;
  }
  async fanOut(now: string, limit: number, maxAttempts: number): Promise<number> {
    const picked = this.events.filter((e) => !e.fannedOut && e.heldBy === null).slice(0, limit);
    for (const event of picked) {
      event.fannedOut = true;
      for (const endpoint of this.endpointRows.values()) {
        if (endpoint.deleted || endpoint.organizationCode !== event.organizationCode) continue;
        if (!endpoint.events.includes(event.type)) continue;
        const id = `d${(this.seq += 1)}`;
        this.rows.set(id, {
          id,
          eventId: event.id,
          endpointId: endpoint.id,
          eventType: event.type,
          status: 'PENDING',
          attempts: 0,
          maxAttempts,
          nextAttemptAt: now,
          createdAt: now,
          lockedUntil: null,
          history: [],
        });
      }
    }
    return picked.length;
  }
  async claimDue(now: string, limit: number, leaseMs: number): Promise<readonly DueWebhook[]> {
    const due = [...this.rows.values()]
      .filter((r) => r.status === 'PENDING' && (r.nextAttemptAt ?? '') <= now)
      .filter((r) => r.lockedUntil === null || r.lockedUntil <= now)
      .sort((a, b) => (a.nextAttemptAt ?? '').localeCompare(b.nextAttemptAt ?? ''))
      .slice(0, limit);
    const lockedUntil = new Date(Date.parse(now) + leaseMs).toISOString();
    return due.map((r) => {
      this.rows.set(r.id, { ...r, lockedUntil });
      const endpoint = this.endpointRows.get(r.endpointId);
      const event = this.events.find((e) => e.id === r.eventId);
      if (!endpoint || !event) throw new Error(`delivery ${r.id} has no endpoint or event`);
      const { lockedUntil: _l, history: _h, ...delivery } = r;
      return { delivery, url: endpoint.url, secret: endpoint.secret, payload: payloadOf(event) };
    });
  }
  async recordAttempt(deliveryId: string, o: WebhookAttemptOutcome): Promise<'recorded' | 'settled'> {
    const r = this.rows.get(deliveryId);
    if (r?.status !== 'PENDING') return 'settled';
    const status = o.status === 'SENT' ? 'SENT' : o.retryAt === null ? 'FAILED' : 'PENDING';
    const attempt = r.attempts + 1;
    this.rows.set(deliveryId, {
      ...r,
      status,
      attempts: attempt,
      nextAttemptAt: status === 'PENDING' ? o.retryAt : null,
      lockedUntil: null,
      history: [
        ...r.history,
        { id: o.id, attempt, at: o.at, statusCode: o.statusCode, durationMs: o.durationMs, error: o.error },
      ],
    });
    return 'recorded';
  }
  async deliveries(endpointId: string, limit: number): Promise<readonly DeliveryWithAttempts[]> {
    return [...this.rows.values()]
      .filter((r) => r.endpointId === endpointId)
      .reverse()
      .slice(0, limit)
      .map(({ lockedUntil: _l, ...r }) => r);
  }
  async delivery(id: string): Promise<WebhookDelivery | undefined> {
    const r = this.rows.get(id);
    if (!r) return undefined;
    const { lockedUntil: _l, history: _h, ...delivery } = r;
    return delivery;
  }
  async resend(deliveryId: string, now: Date): Promise<void> {
    const r = this.rows.get(deliveryId);
    if (!r) return;
    this.rows.set(deliveryId, {
      ...r,
      status: 'PENDING',
      nextAttemptAt: now.toISOString(),
      lockedUntil: null,
      maxAttempts: Math.max(r.maxAttempts, r.attempts + 1),
    });
  }
}

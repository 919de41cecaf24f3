import type {
  DeliveryWithAttempts,
  DueWebhook,
  NewWebhookEndpoint,
  NewWebhookEvent,
  WebhookAttempt,
  WebhookAttemptOutcome,
  WebhookDelivery,
  WebhookEndpoint,
  WebhookStore,
} from '@tripx/application';
import { payloadOf } from '@tripx/application';
import { sql } from 'kysely';
import type { Database, Db } from '../database/database';
import { decodeColumn, decodeRow } from '../decode/decode-row';
import { DeliveryRowCodec, EndpointEventsCodec, WebhookEventDataCodec } from './webhook-rows.codec';
import { webhookDb, type WebhookDb } from './webhooks-schema';

const iso = (d: unknown): string => (d instanceof Date ? d : new Date(String(d))).toISOString();
const isoOrNull = (d: unknown): string | null => (d === null || d === undefined ? null : iso(d));

/**
 * The INSERT of a change's events, run by the store of the change inside its own transaction (or
 * statement): the purchase's activation, a policy action's save. Plain SQL, so that any store's
 * query builder can take it into its statement.
 */
export const webhookEventsInsert = (events: readonly NewWebhookEvent[], now: Date) =>
  sql`insert into webhook_events (id, organization_code, type, data, occurred_at, held_by, fanned_out_at,
    created_at) values ${sql.join(
      events.map(
        (e) =>
          sql`(${e.id}, ${e.organizationCode}, ${e.type}, ${JSON.stringify(e.data)}::jsonb,
            ${new Date(e.occurredAt)}, ${e.heldBy}, null, ${now})`,
      ),
    )}`;

/** A money move settled: the events waiting for it are released (done) or dropped (its action undone). */
export const settleHeldEvents = async (
  trx: Db,
  move: { readonly id: string; readonly actionKey: string },
  done: boolean,
  now: Date,
): Promise<void> => {
  if (done) {
    await webhookDb(trx)
      .updateTable('webhook_events')
      .set({ held_by: null, occurred_at: now })
      .where('held_by', '=', move.id)
      .execute();
    return;
  }
  // The declined charge and the refunds of its action cancelled with it.
  await sql`delete from webhook_events where held_by in (select id from money_moves
    where action_key = ${move.actionKey} and status in ('DECLINED', 'CANCELLED'))`.execute(trx);
};

interface EndpointRow {
  readonly id: string;
  readonly organization_code: string;
  readonly url: string;
  readonly events: unknown;
  readonly description: string;
  readonly created_at: unknown;
}

const toEndpoint = (r: EndpointRow): WebhookEndpoint => ({
  id: r.id,
  organizationCode: r.organization_code,
  url: r.url,
  events: decodeColumn(
    EndpointEventsCodec,
    { table: 'webhook_endpoints', id: r.id, column: 'events' },
    r.events,
  ),
  description: r.description,
  createdAt: iso(r.created_at),
});

const toDelivery = (r: {
  readonly id: string;
  readonly next_attempt_at: unknown;
  readonly created_at: unknown;
}): WebhookDelivery => {
  const d = decodeRow(DeliveryRowCodec, { table: 'webhook_deliveries', id: r.id }, r);
  return {
    id: d.id,
    eventId: d.event_id,
    endpointId: d.endpoint_id,
    eventType: d.event_type,
    status: d.status,
    attempts: d.attempts,
    maxAttempts: d.max_attempts,
    nextAttemptAt: d.status === 'PENDING' ? isoOrNull(r.next_attempt_at) : null,
    createdAt: iso(r.created_at),
  };
};

/**
 * Endpoints, events and deliveries over PostgreSQL/PGlite. Fan-out and claims take their rows with
 * FOR UPDATE SKIP LOCKED, so several server instances never fan out one event or lease one
 * delivery at once; an attempt is recorded with its delivery's update in one transaction.
 */
export class SqlWebhookStore implements WebhookStore {
  private readonly db: WebhookDb;
  constructor(private readonly database: Database) {
    this.db = webhookDb(database.db);
  }

  async createEndpoint(e: NewWebhookEndpoint): Promise<void> {
    await this.db
      .insertInto('webhook_endpoints')
      .values({
        id: e.id,
        organization_code: e.organizationCode,
        url: e.url,
        events: JSON.stringify(e.events),
        description: e.description,
        secret: e.secret,
        created_at: e.createdAt,
        deleted_at: null,
      })
      .execute();
  }

  private endpointQuery() {
    return this.db
      .selectFrom('webhook_endpoints')
      .select(['id', 'organization_code', 'url', 'events', 'description', 'created_at'])
      .where('deleted_at', 'is', null);
  }

  async endpoints(organizationCode: string): Promise<readonly WebhookEndpoint[]> {
    const rows = await this.endpointQuery()
      .where('organization_code', '=', organizationCode)
      .orderBy('created_at')
      .orderBy('id')
      .execute();
    return rows.map(toEndpoint);
  }

  async endpoint(id: string): Promise<WebhookEndpoint | undefined> {
    const row = await this.endpointQuery().where('id', '=', id).executeTakeFirst();
    return row && toEndpoint(row);
  }

  async deleteEndpoint(id: string, now: Date): Promise<boolean> {
    return this.database.transaction(async (trx) => {
      const db = webhookDb(trx);
      const deleted = await db
        .updateTable('webhook_endpoints')
        .set({ deleted_at: now })
        .where('id', '=', id)
        .where('deleted_at', 'is', null)
        .returning('id')
        .execute();
      if (deleted.length === 0) return false;
      await db
        .updateTable('webhook_deliveries')
        .set({ status: 'FAILED', next_attempt_at: null, locked_until: null })
        .where('endpoint_id', '=', id)
        .where('status', '=', 'PENDING')
        .execute();
      return true;
    });
  }

  async rotateSecret(id: string, secret: string): Promise<boolean> {
    const rows = await this.db
      .updateTable('webhook_endpoints')
      .set({ secret })
      .where('id', '=', id)
      .where('deleted_at', 'is', null)
      .returning('id')
      .execute();
    return rows.length > 0;
  }

  async fanOut(now: string, limit: number, maxAttempts: number): Promise<number> {
    const at = new Date(now);
    // One statement: the events taken (skipping those another instance holds), marked, and their
    // deliveries made; the unique (event, endpoint) pair makes a repeat write nothing.
    const { rows } = await sql<{ events: number | string }>`with picked as (
        select id, organization_code, type from webhook_events
        where fanned_out_at is null and held_by is null
        order by created_at, id limit ${limit} for update skip locked
      ), marked as (
        update webhook_events set fanned_out_at = ${at} where id in (select id from picked) returning id
      ), made as (
        insert into webhook_deliveries (id, event_id, endpoint_id, status, attempts, max_attempts,
          next_attempt_at, created_at)
        select gen_random_uuid()::text, p.id, e.id, 'PENDING', 0, ${maxAttempts}, ${at}, ${at}
        from picked p join webhook_endpoints e on e.organization_code = p.organization_code
          and e.deleted_at is null and e.events @> jsonb_build_array(p.type)
        on conflict (event_id, endpoint_id) do nothing
        returning id
      )
      select (select count(*) from marked) as events, (select count(*) from made) as deliveries`.execute(
      this.db,
    );
    return Number(rows[0]?.events ?? 0);
  }

  async claimDue(now: string, limit: number, leaseMs: number): Promise<readonly DueWebhook[]> {
    if (limit <= 0) return [];
    const at = new Date(now);
    const until = new Date(at.getTime() + leaseMs);
    const { rows } = await sql<{
      id: string;
      event_id: string;
      endpoint_id: string;
      event_type: string;
      status: string;
      attempts: number;
      max_attempts: number;
      next_attempt_at: unknown;
      created_at: unknown;
      organization_code: string;
      data: unknown;
      occurred_at: unknown;
      url: string;
      secret: string;
    }>`with claimed as (
        update webhook_deliveries set locked_until = ${until}
        where id in (select id from webhook_deliveries where status = 'PENDING' and next_attempt_at <= ${at}
          and (locked_until is null or locked_until <= ${at})
          order by next_attempt_at, created_at, id limit ${limit} for update skip locked)
        returning *
      )
      select c.id, c.event_id, c.endpoint_id, ev.type as event_type, c.status, c.attempts, c.max_attempts,
        c.next_attempt_at, c.created_at, ev.organization_code, ev.data, ev.occurred_at, ep.url, ep.secret
      from claimed c join webhook_events ev on ev.id = c.event_id
        join webhook_endpoints ep on ep.id = c.endpoint_id
      order by c.next_attempt_at, c.created_at, c.id`.execute(this.db);
    return rows.map((r) => {
      const delivery = toDelivery(r);
      return {
        delivery,
        url: r.url,
        secret: r.secret,
        payload: payloadOf({
          id: r.event_id,
          type: delivery.eventType,
          organizationCode: r.organization_code,
          occurredAt: iso(r.occurred_at),
          data: decodeColumn(
            WebhookEventDataCodec,
            { table: 'webhook_events', id: r.event_id, column: 'data' },
            r.data,
          ),
        }),
      };
    });
  }

  async recordAttempt(deliveryId: string, o: WebhookAttemptOutcome): Promise<'recorded' | 'settled'> {
    const status = o.status === 'SENT' ? 'SENT' : o.retryAt === null ? 'FAILED' : 'PENDING';
    return this.database.transaction(async (trx) => {
      const db = webhookDb(trx);
      const updated = await db
        .updateTable('webhook_deliveries')
        .set((eb) => ({
          status,
          attempts: eb('attempts', '+', 1),
          next_attempt_at: status === 'PENDING' ? o.retryAt : null,
          locked_until: null,
        }))
        .where('id', '=', deliveryId)
        .where('status', '=', 'PENDING')
        .returning('attempts')
        .executeTakeFirst();
      if (!updated) return 'settled';
      await db
        .insertInto('webhook_attempts')
        .values({
          id: o.id,
          delivery_id: deliveryId,
          attempt: updated.attempts,
          at: o.at,
          status_code: o.statusCode,
          duration_ms: o.durationMs,
          error: o.error,
        })
        .execute();
      return 'recorded';
    });
  }

  private deliveryQuery() {
    return this.db
      .selectFrom('webhook_deliveries as d')
      .innerJoin('webhook_events as ev', 'ev.id', 'd.event_id')
      .select([
        'd.id',
        'd.event_id',
        'd.endpoint_id',
        'ev.type as event_type',
        'd.status',
        'd.attempts',
        'd.max_attempts',
        'd.next_attempt_at',
        'd.created_at',
      ]);
  }

  async deliveries(endpointId: string, limit: number): Promise<readonly DeliveryWithAttempts[]> {
    const rows = await this.deliveryQuery()
      .where('d.endpoint_id', '=', endpointId)
      .orderBy('d.created_at', 'desc')
      .orderBy('d.id', 'desc')
      .limit(limit)
      .execute();
    if (rows.length === 0) return [];
    const attempts = await this.db
      .selectFrom('webhook_attempts')
      .selectAll()
      .where(
        'delivery_id',
        'in',
        rows.map((r) => r.id),
      )
      .orderBy('attempt')
      .execute();
    return rows.map((r) => ({
      ...toDelivery(r),
      history: attempts
        .filter((a) => a.delivery_id === r.id)
        .map((a): WebhookAttempt => ({
          id: a.id,
          attempt: a.attempt,
          at: iso(a.at),
          statusCode: a.status_code,
          durationMs: a.duration_ms,
          error: a.error,
        })),
    }));
  }

  async delivery(id: string): Promise<WebhookDelivery | undefined> {
    const row = await this.deliveryQuery().where('d.id', '=', id).executeTakeFirst();
    return row && toDelivery(row);
  }

  async resend(deliveryId: string, now: Date): Promise<void> {
    await this.db
      .updateTable('webhook_deliveries')
      .set((eb) => ({
        status: 'PENDING',
        next_attempt_at: now,
        locked_until: null,
        max_attempts: sql<number>`greatest(${eb.ref('max_attempts')}, ${eb.ref('attempts')} + 1)`,
      }))
      .where('id', '=', deliveryId)
      .execute();
  }
}

import type { ColumnType, Generated, Kysely } from 'kysely';
import type { Db } from '../database/database';
import type { Schema } from '../schema/schema';

/** Tables of migration 018 (kept apart from schema.ts; joined with `withTables`). */
type Instant = ColumnType<Date, Date | string, Date | string>;
type Json = ColumnType<unknown, string, string>;

// A type alias, not an interface: withTables needs an index-signature-compatible record.
export type WebhookTables = {
  webhook_endpoints: {
    id: string;
    organization_code: string;
    url: string;
    events: Json;
    description: string;
    secret: string;
    created_at: Instant;
    deleted_at: Instant | null;
  };
  webhook_events: {
    id: string;
    organization_code: string;
    type: string;
    data: Json;
    occurred_at: Instant;
    held_by: string | null;
    fanned_out_at: Instant | null;
    created_at: Instant;
  };
  webhook_deliveries: {
    id: string;
    event_id: string;
    endpoint_id: string;
    status: string;
    attempts: Generated<number>;
    max_attempts: number;
    next_attempt_at: Instant | null;
    locked_until: Instant | null;
    created_at: Instant;
  };
  webhook_attempts: {
    id: string;
    delivery_id: string;
    attempt: number;
    at: Instant;
    status_code: number | null;
    duration_ms: number;
    error: string | null;
  };
};

export const WEBHOOK_TABLES = [
  'webhook_attempts',
  'webhook_deliveries',
  'webhook_events',
  'webhook_endpoints',
] as const;

export type WebhookDb = Kysely<Schema & WebhookTables>;
export const webhookDb = (db: Db): WebhookDb => db.withTables<WebhookTables>();

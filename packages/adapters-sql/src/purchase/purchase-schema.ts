import type { ColumnType, Generated, Kysely } from 'kysely';
import type { Db } from '../database/database';
import type { Schema } from '../schema/schema';

/** Tables of migration 004 (kept apart from schema.ts, which others edit; joined with `withTables`). */
type Instant = ColumnType<Date, Date | string, Date | string>;
type Json = ColumnType<unknown, string, string>;

// A type alias, not an interface: withTables needs an index-signature-compatible record.
export type PurchaseTables = {
  payment_sandbox_tokens: {
    data_key: string;
    brand: string;
    last4: string;
    expiry_month: number;
    expiry_year: number;
    behaviour: string;
    created_at: Instant;
    expires_at: Instant;
  };
  payment_sandbox_charges: {
    charge_ref: string;
    idempotency_key: string;
    fingerprint: string;
    data_key: string;
    brand: string;
    last4: string;
    amount_cents: number;
    currency: string;
    reference: string | null;
    status: string;
    created_at: Instant;
  };
  payment_sandbox_refunds: {
    refund_ref: string;
    charge_ref: string;
    idempotency_key: string;
    fingerprint: string;
    kind: string;
    amount_cents: number;
    created_at: Instant;
  };
  outbox_messages: {
    id: string;
    payload: Json;
    recipient: string;
    language: string;
    policy_number: string | null;
    status: string;
    attempts: Generated<number>;
    max_attempts: number;
    next_attempt_at: Instant;
    locked_until: Instant | null;
    created_at: Instant;
  };
  delivery_attempts: {
    id: string;
    message_id: string;
    policy_number: string | null;
    channel: string;
    document: string;
    recipient: string;
    language: string;
    attempt: number;
    at: Instant;
    status: string;
    error_code: string | null;
    error: string | null;
  };
  session_policies: { session_hash: string; policy_number: string; created_at: Generated<Date> };
  idempotency_keys: { group_number: string | null; completed_at: Instant | null };
  /** Migration 009: a purchase before (and unless) its policies exist. */
  purchase_attempts: {
    group_number: string;
    session_hash: string;
    fingerprint: string;
    status: string;
    reason: string | null;
    organization_code: string;
    owner_profile_ref: string | null;
    policy_numbers: Json;
    total_cents: number;
    booking: Json;
    created_at: Instant;
    settled_at: Instant | null;
  };
  reconciliation_watermarks: {
    name: string;
    reconciled_until: Instant;
  };
};

export const PURCHASE_TABLES = [
  'payment_sandbox_tokens',
  'payment_sandbox_charges',
  'payment_sandbox_refunds',
  'outbox_messages',
  'delivery_attempts',
  'session_policies',
  'purchase_attempts',
  'reconciliation_watermarks',
] as const;

export type PurchaseDb = Kysely<Schema & PurchaseTables>;
export const purchaseDb = (db: Db): PurchaseDb => db.withTables<PurchaseTables>();

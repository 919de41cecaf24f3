import {
  asChargeRef,
  asDataKey,
  type ChargeRef,
  type ChargeStatus,
  type DataKey,
  type InsertOutcome,
  type RefundInsertOutcome,
  type RefundKind,
  type RefundRef,
  type SandboxCardBehaviour,
  type SandboxChargeRow,
  type SandboxRefundRow,
  type SandboxStorage,
  type SandboxTokenRow,
} from '@tripx/application';
import type { CardBrand, Cents } from '@tripx/domain';
import type { Insertable, Selectable } from 'kysely';
import { compileOnce, type SlotOf } from '../database/compile-once';
import type { Db } from '../database/database';
import { purchaseDb, type PurchaseDb, type PurchaseTables } from './purchase-schema';

type TokenRecord = Selectable<PurchaseTables['payment_sandbox_tokens']>;
type ChargeRecord = Selectable<PurchaseTables['payment_sandbox_charges']>;
type RefundRecord = Selectable<PurchaseTables['payment_sandbox_refunds']>;

const toToken = (r: TokenRecord): SandboxTokenRow => ({
  dataKey: asDataKey(r.data_key),
  brand: r.brand as CardBrand,
  last4: r.last4,
  cardExpiry: { month: r.expiry_month, year: r.expiry_year },
  behaviour: r.behaviour as SandboxCardBehaviour,
  createdAt: new Date(r.created_at),
  expiresAt: new Date(r.expires_at),
});

const toCharge = (r: ChargeRecord): SandboxChargeRow => ({
  chargeRef: asChargeRef(r.charge_ref),
  idempotencyKey: r.idempotency_key,
  fingerprint: r.fingerprint,
  dataKey: asDataKey(r.data_key),
  brand: r.brand as CardBrand,
  last4: r.last4,
  amountCents: Number(r.amount_cents) as Cents,
  currency: 'CAD',
  reference: r.reference,
  status: r.status as ChargeStatus,
  createdAt: new Date(r.created_at),
});

const toRefund = (r: RefundRecord): SandboxRefundRow => ({
  refundRef: r.refund_ref as RefundRef,
  chargeRef: asChargeRef(r.charge_ref),
  idempotencyKey: r.idempotency_key,
  fingerprint: r.fingerprint,
  kind: r.kind as RefundKind,
  amountCents: Number(r.amount_cents) as Cents,
  createdAt: new Date(r.created_at),
});

type TokenValues = Insertable<PurchaseTables['payment_sandbox_tokens']>;
type ChargeValues = Insertable<PurchaseTables['payment_sandbox_charges']>;

// The card frame's token and the charge of each purchase: compiled once (see compileOnce).
const tokenInsert = compileOnce((db: PurchaseDb, slot: SlotOf<Required<TokenValues>>) =>
  db
    .insertInto('payment_sandbox_tokens')
    .values({
      data_key: slot('data_key'),
      brand: slot('brand'),
      last4: slot('last4'),
      expiry_month: slot('expiry_month'),
      expiry_year: slot('expiry_year'),
      behaviour: slot('behaviour'),
      created_at: slot('created_at'),
      expires_at: slot('expires_at'),
    })
    .compile(),
);
const tokenSelect = compileOnce((db: PurchaseDb, slot: SlotOf<{ dataKey: string }>) =>
  db.selectFrom('payment_sandbox_tokens').selectAll().where('data_key', '=', slot('dataKey')).compile(),
);
const chargeInsert = compileOnce((db: PurchaseDb, slot: SlotOf<Required<ChargeValues>>) =>
  db
    .insertInto('payment_sandbox_charges')
    .values({
      charge_ref: slot('charge_ref'),
      idempotency_key: slot('idempotency_key'),
      fingerprint: slot('fingerprint'),
      data_key: slot('data_key'),
      brand: slot('brand'),
      last4: slot('last4'),
      amount_cents: slot('amount_cents'),
      currency: slot('currency'),
      reference: slot('reference'),
      status: slot('status'),
      created_at: slot('created_at'),
    })
    .onConflict((oc) => oc.column('idempotency_key').doNothing())
    .returningAll()
    .compile(),
);

/**
 * The sandbox provider's state in PostgreSQL/PGlite (migration 004), shared by every instance.
 * The idempotency keys are UNIQUE columns, so "one charge per key" holds across processes.
 */
export class SqlSandboxStorage implements SandboxStorage {
  private readonly db: PurchaseDb;
  constructor(db: Db) {
    this.db = purchaseDb(db);
  }

  async insertToken(row: SandboxTokenRow): Promise<void> {
    await this.db.executeQuery(
      tokenInsert(this.db, {
        data_key: row.dataKey,
        brand: row.brand,
        last4: row.last4,
        expiry_month: row.cardExpiry.month,
        expiry_year: row.cardExpiry.year,
        behaviour: row.behaviour,
        created_at: row.createdAt,
        expires_at: row.expiresAt,
      }),
    );
  }

  async findToken(dataKey: DataKey): Promise<SandboxTokenRow | undefined> {
    const [r] = (await this.db.executeQuery(tokenSelect(this.db, { dataKey }))).rows;
    return r && toToken(r);
  }

  async deleteTokensExpiredBefore(before: Date): Promise<number> {
    const r = await this.db
      .deleteFrom('payment_sandbox_tokens')
      .where('expires_at', '<', before)
      .executeTakeFirst();
    return Number(r.numDeletedRows);
  }

  async insertCharge(row: SandboxChargeRow): Promise<InsertOutcome<SandboxChargeRow>> {
    const [inserted] = (
      await this.db.executeQuery(
        chargeInsert(this.db, {
          charge_ref: row.chargeRef,
          idempotency_key: row.idempotencyKey,
          fingerprint: row.fingerprint,
          data_key: row.dataKey,
          brand: row.brand,
          last4: row.last4,
          amount_cents: row.amountCents,
          currency: row.currency,
          reference: row.reference,
          status: row.status,
          created_at: row.createdAt,
        }),
      )
    ).rows;
    if (inserted) return { inserted: true, row: toCharge(inserted) };
    const existing = await this.findChargeByKey(row.idempotencyKey);
    if (!existing) throw new Error('charge key conflict without a row');
    return { inserted: false, existing };
  }

  async findChargeByRef(chargeRef: ChargeRef): Promise<SandboxChargeRow | undefined> {
    const r = await this.db
      .selectFrom('payment_sandbox_charges')
      .selectAll()
      .where('charge_ref', '=', chargeRef)
      .executeTakeFirst();
    return r && toCharge(r);
  }

  async findChargeByKey(idempotencyKey: string): Promise<SandboxChargeRow | undefined> {
    const r = await this.db
      .selectFrom('payment_sandbox_charges')
      .selectAll()
      .where('idempotency_key', '=', idempotencyKey)
      .executeTakeFirst();
    return r && toCharge(r);
  }

  async listCapturedCharges(createdBefore: Date, createdFrom?: Date): Promise<readonly SandboxChargeRow[]> {
    // Through payment_sandbox_charges_created_idx (status, created_at): only the window is read.
    const captured = this.db
      .selectFrom('payment_sandbox_charges')
      .selectAll()
      .where('status', '=', 'CAPTURED')
      .where('created_at', '<', createdBefore);
    const rows = await (createdFrom ? captured.where('created_at', '>=', createdFrom) : captured)
      .orderBy('created_at')
      .orderBy('charge_ref')
      .execute();
    return rows.map(toCharge);
  }

  async insertRefund(row: SandboxRefundRow, chargeAmountCents: Cents): Promise<RefundInsertOutcome> {
    return this.db.transaction().execute(async (trx) => {
      // The charge row lock serialises every refund of one charge, across instances.
      await trx
        .selectFrom('payment_sandbox_charges')
        .select('charge_ref')
        .where('charge_ref', '=', row.chargeRef)
        .forUpdate()
        .execute();
      const existing = await trx
        .selectFrom('payment_sandbox_refunds')
        .selectAll()
        .where('idempotency_key', '=', row.idempotencyKey)
        .executeTakeFirst();
      if (existing) return { inserted: false, existing: toRefund(existing) };
      const sum = await trx
        .selectFrom('payment_sandbox_refunds')
        .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('amount_cents'), eb.lit(0)).as('total'))
        .where('charge_ref', '=', row.chargeRef)
        .executeTakeFirstOrThrow();
      const refundedCents = Number(sum.total) as Cents;
      if (refundedCents + row.amountCents > chargeAmountCents)
        return { inserted: false, exceeds: true, refundedCents };
      const inserted = await trx
        .insertInto('payment_sandbox_refunds')
        .values({
          refund_ref: row.refundRef,
          charge_ref: row.chargeRef,
          idempotency_key: row.idempotencyKey,
          fingerprint: row.fingerprint,
          kind: row.kind,
          amount_cents: row.amountCents,
          created_at: row.createdAt,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      return { inserted: true, row: toRefund(inserted) };
    });
  }

  async findRefundByKey(idempotencyKey: string): Promise<SandboxRefundRow | undefined> {
    const r = await this.db
      .selectFrom('payment_sandbox_refunds')
      .selectAll()
      .where('idempotency_key', '=', idempotencyKey)
      .executeTakeFirst();
    return r && toRefund(r);
  }

  async listRefunds(chargeRef: ChargeRef): Promise<readonly SandboxRefundRow[]> {
    const rows = await this.db
      .selectFrom('payment_sandbox_refunds')
      .selectAll()
      .where('charge_ref', '=', chargeRef)
      .orderBy('created_at')
      .orderBy('refund_ref')
      .execute();
    return rows.map(toRefund);
  }
}

import { describe, expect, it } from 'vitest';
import { asChargeRef, asDataKey } from '../payment.types';
import type { SandboxStorage } from '../sandbox-storage.port';
import { aChargeRow, aRefundRow, aTokenRow, ROWS_AT } from './sandbox-rows';

const at = (minutes: number) => new Date(ROWS_AT.getTime() + minutes * 60_000);

/**
 * What any SandboxStorage must do; the in-memory one runs it, and so should the SQL one:
 * `describeSandboxStorageContract('sql', async () => new SqlSandboxStorage(await freshDb()))`.
 * Every call gets a fresh, empty storage.
 */
export const describeSandboxStorageContract = (name: string, fresh: () => Promise<SandboxStorage>): void => {
  describe(`sandbox storage contract: ${name}`, () => {
    it('keeps a token as written and forgets expired ones on request', async () => {
      const s = await fresh();
      const token = aTokenRow();
      const old = aTokenRow({ dataKey: asDataKey('5OLDtokenBBBBBBBBBBB'), expiresAt: at(-60) });
      await s.insertToken(token);
      await s.insertToken(old);
      expect(await s.findToken(token.dataKey)).toEqual(token);
      expect(await s.findToken(asDataKey('4nope'))).toBeUndefined();
      expect(await s.deleteTokensExpiredBefore(at(0))).toBe(1);
      expect(await s.findToken(old.dataKey)).toBeUndefined();
      expect(await s.findToken(token.dataKey)).toEqual(token);
    });

    it('inserts a charge once per idempotency key and returns the first row to later inserts', async () => {
      const s = await fresh();
      const first = aChargeRow();
      const second = aChargeRow({ chargeRef: asChargeRef('ch_2'), amountCents: 1 });
      expect(await s.insertCharge(first)).toEqual({ inserted: true, row: first });
      expect(await s.insertCharge(second)).toEqual({ inserted: false, existing: first });
      expect(await s.findChargeByRef(asChargeRef('ch_2'))).toBeUndefined();
      expect(await s.findChargeByKey('key-1')).toEqual(first);
      expect(await s.findChargeByRef(first.chargeRef)).toEqual(first);
    });

    it('lets exactly one of many concurrent inserts under one key in', async () => {
      const s = await fresh();
      const rows = Array.from({ length: 8 }, (_, i) => aChargeRow({ chargeRef: asChargeRef(`ch_${i}`) }));
      const outcomes = await Promise.all(rows.map((r) => s.insertCharge(r)));
      const winners = outcomes.filter((o) => o.inserted);
      expect(winners).toHaveLength(1);
      const winner = await s.findChargeByKey('key-1');
      for (const o of outcomes) expect(o.inserted ? o.row : o.existing).toEqual(winner);
    });

    it('lists captured charges created before a time (and from another), oldest first', async () => {
      const s = await fresh();
      await s.insertCharge(
        aChargeRow({ chargeRef: asChargeRef('ch_b'), idempotencyKey: 'b', createdAt: at(2) }),
      );
      await s.insertCharge(
        aChargeRow({ chargeRef: asChargeRef('ch_a'), idempotencyKey: 'a', createdAt: at(1) }),
      );
      await s.insertCharge(
        aChargeRow({
          chargeRef: asChargeRef('ch_d'),
          idempotencyKey: 'd',
          createdAt: at(1),
          status: 'DECLINED',
        }),
      );
      await s.insertCharge(
        aChargeRow({ chargeRef: asChargeRef('ch_c'), idempotencyKey: 'c', createdAt: at(5) }),
      );
      const listed = await s.listCapturedCharges(at(5));
      expect(listed.map((c) => c.chargeRef)).toEqual(['ch_a', 'ch_b']);
      // From a watermark on (inclusive): the charges before it are not read.
      expect((await s.listCapturedCharges(at(6), at(2))).map((c) => c.chargeRef)).toEqual(['ch_b', 'ch_c']);
    });

    it('inserts refunds up to the charge amount, returns the first row for a replayed key', async () => {
      const s = await fresh();
      await s.insertCharge(aChargeRow({ amountCents: 10_000 }));
      const r1 = aRefundRow({ amountCents: 6_000 });
      expect(await s.insertRefund(r1, 10_000)).toEqual({ inserted: true, row: r1 });
      const again = aRefundRow({ refundRef: 'rf_9' as typeof r1.refundRef, amountCents: 1 });
      expect(await s.insertRefund(again, 10_000)).toEqual({ inserted: false, existing: r1 });
      const tooMuch = aRefundRow({
        refundRef: 'rf_2' as typeof r1.refundRef,
        idempotencyKey: 'refund-2',
        amountCents: 4_001,
      });
      expect(await s.insertRefund(tooMuch, 10_000)).toEqual({
        inserted: false,
        exceeds: true,
        refundedCents: 6_000,
      });
      const rest = aRefundRow({
        refundRef: 'rf_3' as typeof r1.refundRef,
        idempotencyKey: 'refund-3',
        amountCents: 4_000,
      });
      expect((await s.insertRefund(rest, 10_000)).inserted).toBe(true);
      expect((await s.listRefunds(asChargeRef('ch_1'))).map((r) => r.amountCents).sort()).toEqual([
        4_000, 6_000,
      ]);
      expect(await s.findRefundByKey('refund-3')).toEqual(rest);
      expect(await s.findRefundByKey('refund-2')).toBeUndefined();
    });

    it('never lets concurrent refunds total more than the charge', async () => {
      const s = await fresh();
      await s.insertCharge(aChargeRow({ amountCents: 100 }));
      const rows = Array.from({ length: 10 }, (_, i) =>
        aRefundRow({ refundRef: `rf_${i}` as never, idempotencyKey: `r-${i}`, amountCents: 30 }),
      );
      const outcomes = await Promise.all(rows.map((r) => s.insertRefund(r, 100)));
      expect(outcomes.filter((o) => o.inserted)).toHaveLength(3);
      const total = (await s.listRefunds(asChargeRef('ch_1'))).reduce((sum, r) => sum + r.amountCents, 0);
      expect(total).toBe(90);
    });
  });
};

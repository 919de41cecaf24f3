import { asChargeRef } from '@tripx/application';
import { describe, expect, it } from 'vitest';
import { Either } from 'effect';
import { aSandbox, anEntry, left, right, run, T0 } from '../test-support/sandbox';

/** A sandbox with one charge attempt under key c1 (captured unless the card says otherwise). */
const charged = async (number = '4242424242424242', amountCents = 10_000) => {
  const sandbox = aSandbox();
  const token = await right(sandbox.provider.tokenize(anEntry(number)));
  const attempt = await run(
    sandbox.provider.charge({ dataKey: token.dataKey, amountCents, idempotencyKey: 'c1' }),
  );
  const chargeRef = Either.isRight(attempt) ? attempt.right.chargeRef : asChargeRef('none');
  const refund = (idempotencyKey: string, amount: number) =>
    sandbox.provider.refund({ chargeRef, amountCents: amount, idempotencyKey });
  return { ...sandbox, chargeRef, refund };
};

describe('sandbox refunds and reversals', () => {
  it('refunds in parts up to the charge, then refuses with what is left', async () => {
    const { refund, provider } = await charged();
    const r1 = await right(refund('r1', 6_000));
    expect(r1).toMatchObject({ kind: 'REFUND', amountCents: 6_000, idempotencyKey: 'r1', createdAt: T0 });
    expect(r1.refundRef).toMatch(/^rf_/);
    expect(await left(refund('r2', 4_001))).toMatchObject({
      _tag: 'RefundExceedsCharge',
      code: 'refundExceedsCharge',
      refundableCents: 4_000,
    });
    await right(refund('r3', 4_000));
    expect(await right(provider.findCharge('c1'))).toMatchObject({ refundedCents: 10_000, reversed: false });
  });

  it('a replayed refund key returns the first refund; another amount under it is a mismatch', async () => {
    const { refund } = await charged();
    const first = await right(refund('r1', 2_500));
    expect(await right(refund('r1', 2_500))).toEqual(first);
    expect((await left(refund('r1', 2_600))).code).toBe('idempotencyMismatch');
  });

  it('an unknown charge is ChargeNotFound; a declined one is ChargeNotRefundable', async () => {
    const { provider } = await charged();
    const unknown = provider.refund({
      chargeRef: asChargeRef('ch_nope'),
      amountCents: 1,
      idempotencyKey: 'r',
    });
    expect((await left(unknown)).code).toBe('chargeNotFound');
    const declined = await charged('4000000000000002');
    const row = await declined.storage.findChargeByKey('c1');
    const attempt = declined.provider.refund({
      chargeRef: row!.chargeRef,
      amountCents: 1,
      idempotencyKey: 'r',
    });
    expect((await left(attempt)).code).toBe('chargeNotRefundable');
    expect((await left(declined.provider.reverseCharge(row!.chargeRef))).code).toBe('chargeNotRefundable');
  });

  it('reverses a whole charge once; a second reversal returns the first', async () => {
    const { provider, chargeRef, refund } = await charged();
    const reversal = await right(provider.reverseCharge(chargeRef));
    expect(reversal).toMatchObject({ kind: 'REVERSAL', amountCents: 10_000, chargeRef });
    expect(await right(provider.reverseCharge(chargeRef))).toEqual(reversal);
    expect(await left(refund('r1', 1))).toMatchObject({
      _tag: 'RefundExceedsCharge',
      code: 'refundExceedsCharge',
      refundableCents: 0,
    });
    expect(await right(provider.findCharge('c1'))).toMatchObject({ refundedCents: 10_000, reversed: true });
  });

  it('refuses to reverse a charge that was partly refunded', async () => {
    const { provider, chargeRef, refund } = await charged();
    await right(refund('r1', 1));
    expect(await left(provider.reverseCharge(chargeRef))).toMatchObject({
      _tag: 'ChargeNotReversible',
      code: 'chargeNotReversible',
      refundedCents: 1,
    });
  });

  it('refuses refund keys that could take a reversal key, and bad amounts', async () => {
    const { refund, chargeRef } = await charged();
    expect((await left(refund(`reversal:${chargeRef}`, 1))).code).toBe('invalidPaymentRequest');
    expect((await left(refund('r1', 0))).code).toBe('invalidPaymentRequest');
  });

  it('lists captured charges with their refunds for reconciliation', async () => {
    const { provider, refund } = await charged();
    await right(refund('r1', 300));
    const listed = await right(provider.listCapturedCharges(new Date(T0.getTime() + 1)));
    expect(listed.map((c) => [c.idempotencyKey, c.status, c.refundedCents, c.reversed])).toEqual([
      ['c1', 'CAPTURED', 300, false],
    ]);
    expect(await right(provider.listCapturedCharges(T0))).toEqual([]);
    expect(await right(provider.findCharge('nope'))).toBeUndefined();
  });
});

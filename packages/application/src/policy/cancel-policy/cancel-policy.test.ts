import { Effect } from 'effect';
import { describe, expect, it } from 'vitest';
import { paymentUnavailable } from '../../payment/payment.errors';
import { drainMoneyMoves } from '../money-outbox/settle-money-moves';
import { moneyOf } from '../money-moves';
import { act, refused, staff, world } from '../test-support/policy-fixtures';

const body = (n = 'P1') => ({ cancellationReason: 'Trip cancelled', paxes: [{ policyNumber: n }] });

describe('cancelPolicy', () => {
  it('before the effective date: full refund to the card, REFUNDED, balance 0, history kept', async () => {
    const w = await world();
    const r = await act(w.deps).cancel(staff(), body());
    expect(r).toEqual({
      ok: true,
      value: {
        paxes: [
          { policyNumber: 'P1', refundCents: 10_000, status: 'REFUNDED', reason: 'beforeEffectiveDate' },
        ],
        // The refund as it went: back to the card it came from, by its brand and last four.
        transactions: [
          expect.objectContaining({
            policyNumber: 'P1',
            type: 'REFUND',
            amountCents: 10_000,
            brand: 'visa',
            last4: '4242',
            reference: expect.stringMatching(/\S/),
          }),
        ],
      },
    });
    const pax = (await w.store.load('P1'))?.paxes[0];
    expect(pax?.status).toBe('REFUNDED');
    expect(pax && moneyOf(pax).balance).toBe(0);
    expect(w.provider.refunds).toEqual([expect.objectContaining({ amount: 10_000 })]);
    expect(w.store.history.map((h) => h.change?.to)).toEqual(['REFUNDED', 'Trip cancelled']);
    expect(w.store.history[0]?.actorRef).toBe('u-staff');
  });

  it('after the effective date: unused days pro rata less the fee, INACTIVE', async () => {
    const w = await world(new Date('2026-12-05T15:00:00Z'));
    const r = await act(w.deps).cancel(staff(), body());
    // 10 days covered, 5 used (1st..5th), 5 unused: 5 000 − 3 000 fee.
    expect(r.ok && r.value.paxes[0]).toEqual(
      expect.objectContaining({ refundCents: 2000, status: 'INACTIVE', reason: 'proRata' }),
    );
  });

  it('without POLICY_CANCEL: forbidden and nothing moves', async () => {
    const w = await world();
    const r = await act(w.deps).cancel(staff({ claims: ['POLICY_READ'] }), body());
    expect(r).toEqual(refused('PolicyForbidden', 'forbidden'));
    expect(w.provider.refunds).toEqual([]);
  });

  it('outside the organization scope: notFound like a missing policy', async () => {
    const w = await world();
    const other = staff({ dataScope: 'ORGANIZATION', organizationsInScope: ['OTHER'] });
    expect(await act(w.deps).cancel(other, body())).toEqual(refused('PolicyNotFound', 'notFound'));
    expect(await act(w.deps).cancel(staff(), body('NOPE'))).toEqual(refused('PolicyNotFound', 'notFound'));
  });

  it('a cancelled policy cannot be cancelled again (policyNotActive)', async () => {
    const w = await world();
    await act(w.deps).cancel(staff(), body());
    expect(await act(w.deps).cancel(staff(), body())).toEqual(refused('PolicyConflict', 'policyNotActive'));
  });

  it('a traveller listed twice: invalidValue at the repeat, nothing refunded, the policy still ACTIVE', async () => {
    const w = await world();
    const r = await act(w.deps).cancel(staff(), {
      cancellationReason: 'Trip cancelled',
      paxes: [{ policyNumber: 'P1' }, { policyNumber: 'P2' }, { policyNumber: 'P1' }],
    });
    expect(r).toEqual(
      refused('PolicyInvalid', 'invalidValue', [
        { path: 'paxes.2.policyNumber', code: 'duplicateTraveller' },
      ]),
    );
    expect(w.provider.refunds).toEqual([]);
    expect((await w.store.load('P1'))?.paxes.map((p) => p.status)).toEqual(['ACTIVE', 'ACTIVE']);
  });

  it('one traveller not active refuses the whole request before any refund (policyNotActive)', async () => {
    const w = await world();
    await act(w.deps).cancel(staff(), body('P2'));
    const refunds = [...w.provider.refunds];
    const r = await act(w.deps).cancel(staff(), {
      cancellationReason: 'r',
      paxes: [{ policyNumber: 'P1' }, { policyNumber: 'P2' }],
    });
    expect(r).toEqual(refused('PolicyConflict', 'policyNotActive'));
    expect(w.provider.refunds).toEqual(refunds);
    expect((await w.store.load('P1'))?.paxes[0]?.status).toBe('ACTIVE');
  });

  it('the provider down: the policy is cancelled, the refund stays owed and moves on a later step', async () => {
    const w = await world();
    const refund = w.deps.payments.refund;
    (w.deps.payments as { refund: typeof refund }).refund = () => Effect.fail(paymentUnavailable('down'));
    const r = await act(w.deps).cancel(staff(), body());
    expect(r.ok).toBe(true);
    expect((await w.store.load('P1'))?.paxes[0]?.status).toBe('REFUNDED');
    expect(w.provider.refunds).toEqual([]);
    expect(await act(w.deps).cancel(staff(), body('P2'))).toEqual(refused('PolicyConflict', 'moneyPending'));
    (w.deps.payments as { refund: typeof refund }).refund = refund;
    w.clock.now = new Date(w.clock.now.getTime() + 60 * 60_000);
    await Effect.runPromise(drainMoneyMoves({ ...w.deps, outbox: w.store }));
    expect(w.provider.refunds).toEqual([expect.objectContaining({ amount: 10_000 })]);
    const pax = (await w.store.load('P1'))?.paxes[0];
    expect(pax && moneyOf(pax).balance).toBe(0);
  });
});

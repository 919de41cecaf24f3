import { describe, expect, it } from 'vitest';
import { moneyOf } from '../money-moves';
import { staff, world } from '../test-support/policy-fixtures';
import { cancelPolicy } from './cancel-policy';

const body = (n = 'P1') => ({ cancellationReason: 'Trip cancelled', paxes: [{ policyNumber: n }] });

describe('cancelPolicy', () => {
  it('before the effective date: full refund to the card, REFUNDED, balance 0, history kept', async () => {
    const w = await world();
    const r = await cancelPolicy(w.deps, staff(), body());
    expect(r).toEqual({
      ok: true,
      value: {
        paxes: [
          { policyNumber: 'P1', refundCents: 10_000, status: 'REFUNDED', reason: 'beforeEffectiveDate' },
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
    const r = await cancelPolicy(w.deps, staff(), body());
    // 10 days covered, 5 used (1st..5th), 5 unused: 5 000 − 3 000 fee.
    expect(r.ok && r.value.paxes[0]).toEqual(
      expect.objectContaining({ refundCents: 2000, status: 'INACTIVE', reason: 'proRata' }),
    );
  });

  it('without POLICY_CANCEL: 403 and nothing moves', async () => {
    const w = await world();
    const r = await cancelPolicy(w.deps, staff({ claims: ['POLICY_READ'] }), body());
    expect(r).toEqual({ ok: false, status: 403, code: 'forbidden' });
    expect(w.provider.refunds).toEqual([]);
  });

  it('outside the organization scope: 404 like a missing policy', async () => {
    const w = await world();
    const other = staff({ dataScope: 'ORGANIZATION', organizationsInScope: ['OTHER'] });
    expect(await cancelPolicy(w.deps, other, body())).toEqual({ ok: false, status: 404, code: 'notFound' });
    expect(await cancelPolicy(w.deps, staff(), body('NOPE'))).toEqual({
      ok: false,
      status: 404,
      code: 'notFound',
    });
  });

  it('a cancelled policy cannot be cancelled again (409 policyNotActive)', async () => {
    const w = await world();
    await cancelPolicy(w.deps, staff(), body());
    expect(await cancelPolicy(w.deps, staff(), body())).toEqual({
      ok: false,
      status: 409,
      code: 'policyNotActive',
    });
  });
});

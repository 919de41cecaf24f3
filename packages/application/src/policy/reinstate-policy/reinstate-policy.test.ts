import { describe, expect, it } from 'vitest';
import { moneyOf } from '../money-moves';
import { act, refused, staff, world } from '../test-support/policy-fixtures';

describe('reinstatePolicy', () => {
  it('charges back what the cancellation refunded with the token on file: ACTIVE, balance = premium', async () => {
    const w = await world();
    await act(w.deps).cancel(staff(), { cancellationReason: 'x', paxes: [{ policyNumber: 'P2' }] });
    const r = await act(w.deps).reinstate(staff(), { policyNumber: 'P2' });
    expect(r).toEqual({ ok: true, value: { policyNumber: 'P2', chargedCents: 10_000 } });
    const pax = (await w.store.load('P2'))?.paxes[1];
    expect(pax?.status).toBe('ACTIVE');
    expect(pax && moneyOf(pax)).toEqual({ paid: 20_000, refunded: 10_000, balance: 10_000 });
    expect(pax?.payments.at(-1)).toEqual(expect.objectContaining({ method: 'TOKEN', last4: '4242' }));
  });

  it('needs POLICY_ADMIN (forbidden) and a cancelled policy (policyNotCancelled)', async () => {
    const w = await world();
    const noAdmin = staff({ claims: ['POLICY_READ', 'POLICY_EDIT', 'POLICY_CANCEL'] });
    expect(await act(w.deps).reinstate(noAdmin, { policyNumber: 'P1' })).toEqual(
      refused('PolicyForbidden', 'forbidden'),
    );
    expect(await act(w.deps).reinstate(staff(), { policyNumber: 'P1' })).toEqual(
      refused('PolicyConflict', 'policyNotCancelled'),
    );
  });

  it('a card that declines: paymentFailed and the policy back to its cancelled status, nothing charged', async () => {
    const w = await world();
    await act(w.deps).cancel(staff(), { cancellationReason: 'x', paxes: [{ policyNumber: 'P2' }] });
    const r = await act(w.deps).reinstate(staff(), {
      policyNumber: 'P2',
      payment: { method: 'CREDIT_CARD', dataKey: 'Ddeclined' },
    });
    expect(r).toEqual(refused('PolicyPaymentRefused', 'paymentFailed'));
    const pax = (await w.store.load('P2'))?.paxes[1];
    expect(pax?.status).toBe('REFUNDED');
    expect(pax && moneyOf(pax).balance).toBe(0);
    expect(w.store.history.slice(-2).map((h) => [h.action, h.change?.to])).toEqual([
      ['REINSTATED', 'ACTIVE'],
      ['REINSTATEMENT_REVERTED', 'REFUNDED'],
    ]);
    expect(await w.store.hasOpenMoves('G1')).toBe(false);
  });
});

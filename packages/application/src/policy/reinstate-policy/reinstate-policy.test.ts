import { describe, expect, it } from 'vitest';
import { cancelPolicy } from '../cancel-policy/cancel-policy';
import { moneyOf } from '../money-moves';
import { staff, world } from '../test-support/policy-fixtures';
import { reinstatePolicy } from './reinstate-policy';

describe('reinstatePolicy', () => {
  it('charges back what the cancellation refunded with the token on file: ACTIVE, balance = premium', async () => {
    const w = await world();
    await cancelPolicy(w.deps, staff(), { cancellationReason: 'x', paxes: [{ policyNumber: 'P2' }] });
    const r = await reinstatePolicy(w.deps, staff(), { policyNumber: 'P2' });
    expect(r).toEqual({ ok: true, value: { policyNumber: 'P2', chargedCents: 10_000 } });
    const pax = (await w.store.load('P2'))?.paxes[1];
    expect(pax?.status).toBe('ACTIVE');
    expect(pax && moneyOf(pax)).toEqual({ paid: 20_000, refunded: 10_000, balance: 10_000 });
    expect(pax?.payments.at(-1)).toEqual(expect.objectContaining({ method: 'TOKEN', last4: '4242' }));
  });

  it('needs POLICY_ADMIN (403) and a cancelled policy (409)', async () => {
    const w = await world();
    const noAdmin = staff({ claims: ['POLICY_READ', 'POLICY_EDIT', 'POLICY_CANCEL'] });
    expect(await reinstatePolicy(w.deps, noAdmin, { policyNumber: 'P1' })).toEqual({
      ok: false,
      status: 403,
      code: 'forbidden',
    });
    expect(await reinstatePolicy(w.deps, staff(), { policyNumber: 'P1' })).toEqual({
      ok: false,
      status: 409,
      code: 'policyNotCancelled',
    });
  });

  it('a card that declines: 402 and the policy back to its cancelled status, nothing charged', async () => {
    const w = await world();
    await cancelPolicy(w.deps, staff(), { cancellationReason: 'x', paxes: [{ policyNumber: 'P2' }] });
    const r = await reinstatePolicy(w.deps, staff(), {
      policyNumber: 'P2',
      payment: { method: 'CREDIT_CARD', dataKey: 'Ddeclined' },
    });
    expect(r).toEqual({ ok: false, status: 402, code: 'paymentFailed' });
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

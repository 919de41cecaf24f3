import { describe, expect, it } from 'vitest';
import { act, refused, staff, world } from '../test-support/policy-fixtures';

describe('getFinancials', () => {
  it('lists every charge and refund with method, brand and last four, and each balance', async () => {
    const w = await world();
    await act(w.deps).cancel(staff(), { cancellationReason: 'x', paxes: [{ policyNumber: 'P1' }] });
    const r = await act(w.deps).financials(staff(), 'P2');
    expect(
      r.ok && r.value.transactions.map((t) => [t.policyNumber, t.type, t.method, t.amountCents, t.last4]),
    ).toEqual([
      ['P1', 'CHARGE', 'CREDIT_CARD', 10_000, '4242'],
      ['P2', 'CHARGE', 'CREDIT_CARD', 10_000, '4242'],
      ['P1', 'REFUND', 'ORIGINAL', 10_000, '4242'],
    ]);
    expect(r.ok && r.value.paxes.map((p) => p.balanceCents)).toEqual([0, 10_000]);
  });

  it('an agent who only sees own policies gets notFound for another agent’s sale', async () => {
    const w = await world();
    const agent = staff({ dataScope: 'OWN', profileRef: 'u-other' });
    expect(await act(w.deps).financials(agent, 'P1')).toEqual(refused('PolicyNotFound', 'notFound'));
  });
});

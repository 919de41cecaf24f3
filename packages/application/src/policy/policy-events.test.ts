import { Effect } from 'effect';
import { describe, expect, it } from 'vitest';
import { paymentUnavailable } from '../payment/payment.errors';
import { WebhookEventDataCodec } from '../webhooks/webhook-event';
import { drainMoneyMoves } from './money-outbox/settle-money-moves';
import { act, SNAPSHOT, staff, world } from './test-support/policy-fixtures';

const cancel = (n: string) => ({ cancellationReason: 'Trip cancelled', paxes: [{ policyNumber: n }] });
const released = (events: readonly { type: string; heldBy: string | null }[]) =>
  events.filter((e) => e.heldBy === null).map((e) => e.type);

describe('webhook events of policy actions (written with the state)', () => {
  it('a cancellation: policy.cancelled at once, payment.refunded once the refund has moved', async () => {
    const w = await world();
    const refund = w.deps.payments.refund;
    (w.deps.payments as { refund: typeof refund }).refund = () => Effect.fail(paymentUnavailable('down'));
    expect((await act(w.deps).cancel(staff(), cancel('P1'))).ok).toBe(true);
    expect(w.store.events.map((e) => e.type)).toEqual(['policy.cancelled', 'payment.refunded']);
    expect(released(w.store.events)).toEqual(['policy.cancelled']);
    const [cancelled, refunded] = w.store.events;
    expect(cancelled?.organizationCode).toBe('ORG');
    expect(cancelled?.data).toEqual({
      policyNumber: 'P1',
      groupNumber: 'G1',
      status: 'REFUNDED',
      premiumCents: 10_000,
      amountCents: 10_000,
      currency: 'CAD',
    });
    expect(WebhookEventDataCodec.is(refunded?.data)).toBe(true);
    expect(new Set(w.store.events.map((e) => e.id)).size).toBe(2);

    (w.deps.payments as { refund: typeof refund }).refund = refund;
    w.clock.now = new Date(w.clock.now.getTime() + 60 * 60_000);
    await Effect.runPromise(drainMoneyMoves({ ...w.deps, outbox: w.store }));
    expect(released(w.store.events)).toEqual(['policy.cancelled', 'payment.refunded']);
    expect(w.store.events[1]?.occurredAt).toBe(w.clock.now.toISOString());
  });

  it('a reinstatement the card declines: undone, and its event never released', async () => {
    const w = await world();
    await act(w.deps).cancel(staff(), cancel('P2'));
    const before = w.store.events.length;
    const r = await act(w.deps).reinstate(staff(), {
      policyNumber: 'P2',
      payment: { method: 'CREDIT_CARD', dataKey: 'Ddeclined' },
    });
    expect(r.ok).toBe(false);
    expect(w.store.events).toHaveLength(before);
    expect(w.store.events.map((e) => e.type)).not.toContain('policy.reinstated');
  });

  it('a reinstatement that is paid: policy.reinstated with the amount charged', async () => {
    const w = await world();
    await act(w.deps).cancel(staff(), cancel('P2'));
    expect((await act(w.deps).reinstate(staff(), { policyNumber: 'P2' })).ok).toBe(true);
    const last = w.store.events.at(-1);
    expect(last).toEqual(
      expect.objectContaining({
        type: 'policy.reinstated',
        heldBy: null,
        data: expect.objectContaining({ policyNumber: 'P2', status: 'ACTIVE', amountCents: 10_000 }),
      }),
    );
  });

  it('an endorsement: policy.endorsed per traveller once its charge is taken; a cheque refund is told at once', async () => {
    const w = await world();
    const longer = { ...SNAPSHOT, endDate: '2026-12-12' as typeof SNAPSHOT.endDate };
    expect((await act(w.deps).update(staff(), { policyNumber: 'P1', version: 1, changes: longer })).ok).toBe(
      true,
    );
    expect(w.store.events.map((e) => [e.type, e.data.policyNumber, e.data.amountCents, e.heldBy])).toEqual([
      ['policy.endorsed', 'P1', 2000, null],
      ['policy.endorsed', 'P2', 2000, null],
    ]);
    expect(w.store.events.map((e) => e.data.premiumCents)).toEqual([12_000, 12_000]);

    const shorter = { ...SNAPSHOT, endDate: '2026-12-05' as typeof SNAPSHOT.endDate };
    const before = w.store.events.length;
    await act(w.deps).update(staff(), {
      policyNumber: 'P1',
      version: 2,
      changes: shorter,
      refundMethod: 'CASH',
    });
    expect(released(w.store.events.slice(before))).toEqual([
      'policy.endorsed',
      'policy.endorsed',
      'payment.refunded',
      'payment.refunded',
    ]);
  });

  it('an endorsement the card declines: undone, and its events dropped', async () => {
    const w = await world();
    const longer = { ...SNAPSHOT, endDate: '2026-12-12' as typeof SNAPSHOT.endDate };
    const r = await act(w.deps).update(staff(), {
      policyNumber: 'P1',
      version: 1,
      changes: longer,
      charge: { method: 'CREDIT_CARD', dataKey: 'Ddeclined' },
    });
    expect(r.ok).toBe(false);
    expect(w.store.events).toEqual([]);
  });
});

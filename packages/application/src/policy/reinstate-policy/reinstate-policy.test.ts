import { describe, expect, it } from 'vitest';
import { moneyOf } from '../money-moves';
import { act, refused, SNAPSHOT, staff, world } from '../test-support/policy-fixtures';

describe('reinstatePolicy', () => {
  it('charges back what the cancellation refunded with the token on file: ACTIVE, balance = premium', async () => {
    const w = await world();
    await act(w.deps).cancel(staff(), { cancellationReason: 'x', paxes: [{ policyNumber: 'P2' }] });
    const preview = await act(w.deps).previewReinstatement(staff(), 'P2');
    expect(preview).toEqual({
      ok: true,
      value: { policyNumber: 'P2', dueCents: 10_000, card: { brand: 'visa', last4: '4242' } },
    });
    const r = await act(w.deps).reinstate(staff(), { policyNumber: 'P2', confirmedCents: 10_000 });
    expect(r).toEqual({
      ok: true,
      value: {
        policyNumber: 'P2',
        chargedCents: 10_000,
        transactions: [
          {
            policyNumber: 'P2',
            type: 'CHARGE',
            method: 'TOKEN',
            amountCents: 10_000,
            brand: 'visa',
            last4: '4242',
            reference: expect.stringMatching(/\S/),
            date: '2026-11-20T12:00:00.000Z',
          },
        ],
      },
    });
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

describe('a money action confirmed at another amount than the server computes now', () => {
  const unchanged = async (w: Awaited<ReturnType<typeof world>>, run: () => Promise<unknown>) => {
    const before = await w.store.load('P1');
    const history = w.store.history.length;
    expect(await run()).toEqual(refused('PolicyConflict', 'amountChanged'));
    expect(await w.store.load('P1')).toEqual(before);
    expect(w.store.history).toHaveLength(history);
  };

  it('reinstatement, cancellation and endorsement refuse it (amountChanged) and write nothing', async () => {
    const w = await world();
    await act(w.deps).cancel(staff(), { cancellationReason: 'x', paxes: [{ policyNumber: 'P2' }] });
    const charges = w.provider.charges.size;
    await unchanged(w, () => act(w.deps).reinstate(staff(), { policyNumber: 'P2', confirmedCents: 9_999 }));
    await unchanged(w, () =>
      act(w.deps).cancel(staff(), {
        cancellationReason: 'x',
        paxes: [{ policyNumber: 'P1' }],
        confirmedCents: 10_001,
      }),
    );
    const booking = await w.store.load('P1');
    await unchanged(w, () =>
      act(w.deps).update(staff(), {
        policyNumber: 'P1',
        version: booking?.version ?? 0,
        changes: { ...SNAPSHOT, endDate: '2026-12-12' as typeof SNAPSHOT.endDate },
        confirmedCents: 1,
      }),
    );
    expect(w.provider.charges.size).toBe(charges);
    expect(w.provider.refunds).toHaveLength(1);
  });

  it('the preview refuses as the reinstatement does: an active policy has nothing to preview', async () => {
    const w = await world();
    expect(await act(w.deps).previewReinstatement(staff(), 'P1')).toEqual(
      refused('PolicyConflict', 'policyNotCancelled'),
    );
    const viewer = staff({ claims: ['POLICY_READ', 'POLICY_CANCEL'] });
    expect(await act(w.deps).previewReinstatement(viewer, 'P1')).toEqual(
      refused('PolicyForbidden', 'forbidden'),
    );
  });
});

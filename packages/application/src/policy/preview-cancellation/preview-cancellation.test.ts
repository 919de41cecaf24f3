import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { act, refused, staff, world } from '../test-support/policy-fixtures';

describe('previewCancellation', () => {
  it('before the effective date: each active policy would get all it paid back; nothing moves', async () => {
    const w = await world();
    const r = await act(w.deps).previewCancellation(staff(), 'P1');
    expect(r).toEqual({
      ok: true,
      value: {
        paxes: [
          {
            policyNumber: 'P1',
            refundCents: 10_000,
            reason: 'beforeEffectiveDate',
            card: { brand: 'visa', last4: '4242' },
          },
          {
            policyNumber: 'P2',
            refundCents: 10_000,
            reason: 'beforeEffectiveDate',
            card: { brand: 'visa', last4: '4242' },
          },
        ],
      },
    });
    expect(w.provider.refunds).toEqual([]);
    expect(w.store.history).toEqual([]);
  });

  it('a cancelled policy is not offered again', async () => {
    const w = await world();
    await act(w.deps).cancel(staff(), { cancellationReason: 'x', paxes: [{ policyNumber: 'P1' }] });
    const r = await act(w.deps).previewCancellation(staff(), 'P2');
    expect(r.ok && r.value.paxes.map((p) => p.policyNumber)).toEqual(['P2']);
  });

  it('without POLICY_CANCEL: forbidden; outside the own-policies scope: notFound', async () => {
    const w = await world();
    expect(await act(w.deps).previewCancellation(staff({ claims: ['POLICY_READ'] }), 'P1')).toEqual(
      refused('PolicyForbidden', 'forbidden'),
    );
    const other = staff({ dataScope: 'OWN' as never, profileRef: 'u-other' });
    expect(await act(w.deps).previewCancellation(other, 'P1')).toEqual(refused('PolicyNotFound', 'notFound'));
  });

  it('property: the preview is what the cancellation then refunds, on any day', async () => {
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: -20, max: 30 }), async (offset) => {
        const w = await world(new Date(Date.parse('2026-12-01T12:00:00Z') + offset * 86_400_000));
        const preview = await act(w.deps).previewCancellation(staff(), 'P1');
        const done = await act(w.deps).cancel(staff(), {
          cancellationReason: 'x',
          paxes: [{ policyNumber: 'P1' }],
        });
        expect(preview.ok && done.ok).toBe(true);
        if (!preview.ok || !done.ok) return;
        expect(done.value.paxes[0]?.refundCents).toBe(preview.value.paxes[0]?.refundCents);
      }),
      { numRuns: 30 },
    );
  });
});

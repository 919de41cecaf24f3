import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cancelPolicy } from '../cancel-policy/cancel-policy';
import { staff, world } from '../test-support/policy-fixtures';
import { previewCancellation } from './preview-cancellation';

describe('previewCancellation', () => {
  it('before the effective date: each active policy would get all it paid back; nothing moves', async () => {
    const w = await world();
    const r = await previewCancellation(w.deps, staff(), 'P1');
    expect(r).toEqual({
      ok: true,
      value: {
        paxes: [
          { policyNumber: 'P1', refundCents: 10_000, reason: 'beforeEffectiveDate' },
          { policyNumber: 'P2', refundCents: 10_000, reason: 'beforeEffectiveDate' },
        ],
      },
    });
    expect(w.provider.refunds).toEqual([]);
    expect(w.store.history).toEqual([]);
  });

  it('a cancelled policy is not offered again', async () => {
    const w = await world();
    await cancelPolicy(w.deps, staff(), { cancellationReason: 'x', paxes: [{ policyNumber: 'P1' }] });
    const r = await previewCancellation(w.deps, staff(), 'P2');
    expect(r.ok && r.value.paxes.map((p) => p.policyNumber)).toEqual(['P2']);
  });

  it('without POLICY_CANCEL: 403; outside the own-policies scope: 404', async () => {
    const w = await world();
    expect(await previewCancellation(w.deps, staff({ claims: ['POLICY_READ'] }), 'P1')).toEqual({
      ok: false,
      status: 403,
      code: 'forbidden',
    });
    const other = staff({ dataScope: 'OWN' as never, profileRef: 'u-other' });
    expect(await previewCancellation(w.deps, other, 'P1')).toEqual({
      ok: false,
      status: 404,
      code: 'notFound',
    });
  });

  it('property: the preview is what the cancellation then refunds, on any day', async () => {
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: -20, max: 30 }), async (offset) => {
        const w = await world(new Date(Date.parse('2026-12-01T12:00:00Z') + offset * 86_400_000));
        const preview = await previewCancellation(w.deps, staff(), 'P1');
        const done = await cancelPolicy(w.deps, staff(), {
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

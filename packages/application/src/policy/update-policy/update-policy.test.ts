import { describe, expect, it } from 'vitest';
import { moneyOf } from '../money-moves';
import { act, refused, SNAPSHOT, staff, world } from '../test-support/policy-fixtures';

const longer = { ...SNAPSHOT, endDate: '2026-12-12' as typeof SNAPSHOT.endDate };
const shorter = { ...SNAPSHOT, endDate: '2026-12-05' as typeof SNAPSHOT.endDate };

describe('updatePolicy', () => {
  it('a later return date charges each traveller the difference and records the change list', async () => {
    const w = await world();
    const r = await act(w.deps).update(staff(), { policyNumber: 'P1', version: 1, changes: longer });
    expect(r.ok && r.value.policyDelta).toEqual([
      { policyNumber: 'P1', deltaAmount: 2000 },
      { policyNumber: 'P2', deltaAmount: 2000 },
    ]);
    expect(r.ok && r.value.version).toBe(2);
    const b = await w.store.load('P1');
    expect(b?.paxes.map((p) => [p.premiumCents, moneyOf(p).balance])).toEqual([
      [12_000, 12_000],
      [12_000, 12_000],
    ]);
    expect(w.store.history).toEqual([
      expect.objectContaining({
        action: 'ENDORSED',
        change: { fieldChanged: 'endDate', from: '2026-12-10', to: '2026-12-12' },
        actorRef: 'u-staff',
      }),
    ]);
  });

  it('a shorter trip refunds by cheque (CASH) when asked', async () => {
    const w = await world();
    await act(w.deps).update(staff(), {
      policyNumber: 'P1',
      version: 1,
      changes: shorter,
      refundMethod: 'CASH',
    });
    const pax = (await w.store.load('P1'))?.paxes[0];
    expect(pax?.payments.at(-1)).toEqual(
      expect.objectContaining({ type: 'REFUND', method: 'CASH', amountCents: 5000 }),
    );
    expect(w.provider.refunds).toEqual([]);
  });

  it('the second save of a stale version gets versionConflict and the first one is kept', async () => {
    const w = await world();
    await act(w.deps).update(staff(), { policyNumber: 'P1', version: 1, changes: longer });
    const second = await act(w.deps).update(staff(), { policyNumber: 'P1', version: 1, changes: shorter });
    expect(second).toEqual(refused('PolicyConflict', 'versionConflict'));
    expect((await w.store.load('P1'))?.snapshot.endDate).toBe('2026-12-12');
  });

  it('a declined new card: paymentFailed, the endorsement undone in a compensating write, the request kept for retry', async () => {
    const w = await world();
    const r = await act(w.deps).update(staff(), {
      policyNumber: 'P1',
      version: 1,
      changes: longer,
      charge: { method: 'CREDIT_CARD', dataKey: 'Ddeclined' },
    });
    expect(r).toEqual(refused('PolicyPaymentRefused', 'paymentFailed'));
    const b = await w.store.load('P1');
    // Written (v2) then undone (v3): same dates, premiums and money as before, both steps in the history.
    expect(b?.version).toBe(3);
    expect(b?.snapshot.endDate).toBe('2026-12-10');
    expect(b?.paxes.map((p) => [p.premiumCents, moneyOf(p).balance])).toEqual([
      [10_000, 10_000],
      [10_000, 10_000],
    ]);
    expect(w.store.history.map((h) => [h.action, h.change?.to])).toEqual([
      ['ENDORSED', '2026-12-12'],
      ['ENDORSEMENT_REVERTED', '2026-12-10'],
    ]);
    expect(await w.store.failedUpdate('P1')).toEqual(expect.objectContaining({ code: 'paymentFailed' }));
  });

  it('a dependent without a date of birth: dateOfBirthRequired, nothing charged or written', async () => {
    const w = await world();
    const bought = [...w.provider.attempts];
    const changes = { ...longer, dependents: [{ referenceNumber: 3, firstName: 'Léa', lastName: 'Roy' }] };
    const r = await act(w.deps).update(staff(), { policyNumber: 'P1', version: 1, changes });
    expect(r).toEqual(
      refused('PolicyInvalid', 'invalidValue', [
        { path: 'changes.dependents.0.dateOfBirth', code: 'dateOfBirthRequired' },
      ]),
    );
    expect(w.provider.attempts).toEqual(bought);
    const b = await w.store.load('P1');
    expect([b?.version, b?.snapshot]).toEqual([1, SNAPSHOT]);
    expect(w.store.history).toEqual([]);
    expect(await w.store.failedUpdate('P1')).toBeUndefined();
  });

  it('a dependent with its date of birth is kept with it', async () => {
    const w = await world();
    const dependent = { referenceNumber: 3, dateOfBirth: '2015-03-02' as typeof SNAPSHOT.endDate };
    const r = await act(w.deps).update(staff(), {
      policyNumber: 'P1',
      version: 1,
      changes: { ...SNAPSHOT, dependents: [dependent] },
    });
    expect(r.ok).toBe(true);
    expect((await w.store.load('P1'))?.snapshot.dependents).toEqual([dependent]);
  });

  it("a traveller or a dependent listed twice: invalidValue with each repeat's path, nothing written or moved", async () => {
    const w = await world();
    const dependent = { referenceNumber: 3, dateOfBirth: '2015-01-01' as typeof SNAPSHOT.startDate };
    const r = await act(w.deps).update(staff(), {
      policyNumber: 'P1',
      version: 1,
      changes: {
        ...longer,
        paxes: [...longer.paxes, { policyNumber: 'P1', optionalBenefits: [] }],
        dependents: [dependent, dependent],
      },
    });
    expect(r).toEqual(
      refused('PolicyInvalid', 'invalidValue', [
        { path: 'changes.paxes.2.policyNumber', code: 'duplicateTraveller' },
        { path: 'changes.dependents.1.referenceNumber', code: 'duplicateDependent' },
      ]),
    );
    expect((await w.store.load('P1'))?.version).toBe(1);
    expect(w.store.moves.size).toBe(0);
  });

  it('without POLICY_EDIT: forbidden', async () => {
    const w = await world();
    const r = await act(w.deps).update(staff({ claims: ['POLICY_READ'] }), {
      policyNumber: 'P1',
      version: 1,
      changes: longer,
    });
    expect(r).toEqual(refused('PolicyForbidden', 'forbidden'));
  });
});

import { describe, expect, it } from 'vitest';
import { act, refused, SNAPSHOT, staff, world } from '../test-support/policy-fixtures';

describe('reQuotePolicy', () => {
  it('prices a rider on one traveller: its delta, the total, a CHARGE, the change list; nothing written', async () => {
    const w = await world();
    const changes = {
      ...SNAPSHOT,
      paxes: [
        { policyNumber: 'P1', optionalBenefits: ['BAG'] },
        { policyNumber: 'P2', optionalBenefits: [] },
      ],
    };
    const r = await act(w.deps).reQuote(staff(), { policyNumber: 'P2', version: 1, changes });
    expect(r.ok && r.value.policyDelta).toEqual([
      { policyNumber: 'P1', deltaAmount: 500 },
      { policyNumber: 'P2', deltaAmount: 0 },
    ]);
    expect(r.ok && r.value.payment).toEqual(expect.objectContaining({ type: 'CHARGE', amount: 500 }));
    expect(r.ok && r.value.changes.length).toBeGreaterThan(0);
    expect((await w.store.load('P1'))?.version).toBe(1);
  });

  it('a dependent without a date of birth: dateOfBirthRequired, each one named', async () => {
    const w = await world();
    const dated = { referenceNumber: 3, dateOfBirth: '2015-03-02' as typeof SNAPSHOT.endDate };
    const changes = { ...SNAPSHOT, dependents: [{ referenceNumber: 4 }, dated, { referenceNumber: 5 }] };
    expect(await act(w.deps).reQuote(staff(), { policyNumber: 'P1', version: 1, changes })).toEqual(
      refused('PolicyInvalid', 'invalidValue', [
        { path: 'changes.dependents.0.dateOfBirth', code: 'dateOfBirthRequired' },
        { path: 'changes.dependents.2.dateOfBirth', code: 'dateOfBirthRequired' },
      ]),
    );
  });

  it('a change the rates cannot price: rerateFailed', async () => {
    const w = await world();
    const changes = { ...SNAPSHOT, endDate: '2026-11-01' as typeof SNAPSHOT.endDate };
    expect(await act(w.deps).reQuote(staff(), { policyNumber: 'P1', version: 1, changes })).toEqual(
      refused('PolicyInvalid', 'rerateFailed'),
    );
  });

  it('changes made on an older version than the policy’s: versionConflict, nothing priced', async () => {
    const w = await world();
    const changes = { ...SNAPSHOT, endDate: '2026-12-12' as typeof SNAPSHOT.endDate };
    expect(await act(w.deps).reQuote(staff(), { policyNumber: 'P1', version: 0, changes })).toEqual(
      refused('PolicyConflict', 'versionConflict'),
    );
  });
});

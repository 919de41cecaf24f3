import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { aDependent, aSnapshot, arbSnapshot } from '../test-support/endorsement';
import type { EndorsementSnapshot } from './endorsement.types';
import { endorsementFields, mergeEndorsement } from './endorsement-merge';
import { diffPolicy } from './policy-diff';

const TRIP = ['startDate', 'endDate', 'departureLocation', 'destinations'] as const;

/** `base` with each trip field, traveller's benefits and dependent either kept or taken from `other`. */
const edited = (base: EndorsementSnapshot, other: EndorsementSnapshot, mask: readonly boolean[]) => {
  const trip = Object.fromEntries(TRIP.map((f, i) => [f, mask[i] ? other[f] : base[f]]));
  const refs = [...new Set([...base.dependents, ...other.dependents].map((d) => d.referenceNumber))];
  return {
    ...base,
    ...trip,
    paxes: base.paxes.map((p, i) =>
      mask[4 + i] ? { ...p, optionalBenefits: other.paxes[i]?.optionalBenefits ?? ['BAG'] } : p,
    ),
    dependents: refs.flatMap((ref) => {
      const from = mask[7 + ref] ? other : base;
      return from.dependents.filter((d) => d.referenceNumber === ref);
    }),
  } as EndorsementSnapshot;
};

const arbMask = fc.array(fc.boolean(), { minLength: 16, maxLength: 16 });
/** What the editor loaded, what the editor has now, and the current policy: two edits of one version. */
const arbVersions = fc
  .tuple(arbSnapshot, arbSnapshot, arbSnapshot, arbMask, arbMask)
  .map(([base, o1, o2, m1, m2]) => ({ base, mine: edited(base, o1, m1), theirs: edited(base, o2, m2) }));

const fields = (s: EndorsementSnapshot, ...all: EndorsementSnapshot[]) => endorsementFields(s, ...all);

describe('merging an endorsement with the other editor’s (issue 17)', () => {
  it('B changed the departure city, A the return date: both are kept, A’s change named', () => {
    const base = aSnapshot({ endDate: '2027-01-03' as never, departureLocation: '' });
    const theirs = { ...base, endDate: '2027-01-06' as never };
    const mine = { ...base, departureLocation: 'Montréal' };
    const merge = mergeEndorsement(base, mine, theirs);
    expect(merge.merged).toEqual({ ...base, endDate: '2027-01-06', departureLocation: 'Montréal' });
    expect(merge.theirs).toEqual([{ fieldChanged: 'endDate', from: '2027-01-03', to: '2027-01-06' }]);
    expect(merge.mine).toEqual([{ fieldChanged: 'departureLocation', from: '', to: 'Montréal' }]);
    expect(merge.conflicts).toEqual([]);
  });

  it('both changed the return date: a conflict that keeps theirs until mine is chosen', () => {
    const base = aSnapshot();
    const theirs = { ...base, endDate: '2026-07-20' as never };
    const mine = { ...base, endDate: '2026-07-25' as never };
    const conflict = { field: 'endDate', base: '2026-07-15', mine: '2026-07-25', theirs: '2026-07-20' };
    expect(mergeEndorsement(base, mine, theirs)).toMatchObject({ merged: theirs, conflicts: [conflict] });
    expect(mergeEndorsement(base, mine, theirs, { endDate: 'mine' }).merged).toEqual(mine);
  });

  it('a dependent one editor removed and the other changed is a conflict; one only I added is kept', () => {
    const base = aSnapshot();
    const theirs = { ...base, dependents: [] };
    const mine = {
      ...base,
      dependents: [aDependent({ lastName: 'Roy-Côté' }), aDependent({ referenceNumber: 3 })],
    };
    const merge = mergeEndorsement(base, mine, theirs);
    expect(merge.conflicts.map((c) => c.field)).toEqual(['dependents[2]']);
    expect(merge.merged.dependents).toEqual([aDependent({ referenceNumber: 3 })]);
  });

  it('property: merge(base, base, theirs) is theirs, nothing of mine, no conflict', () => {
    fc.assert(
      fc.property(arbVersions, ({ base, theirs }) => {
        const merge = mergeEndorsement(base, base, theirs);
        expect(merge.merged).toEqual(theirs);
        expect(merge.mine).toEqual([]);
        expect(merge.conflicts).toEqual([]);
      }),
    );
  });

  it('property: merge(base, mine, base) is mine, nothing of theirs, no conflict', () => {
    fc.assert(
      fc.property(arbVersions, ({ base, mine }) => {
        const merge = mergeEndorsement(base, mine, base);
        expect(fields(merge.merged, base, mine)).toEqual(fields(mine, base));
        expect(diffPolicy(mine, merge.merged)).toEqual([]);
        expect(merge.theirs).toEqual([]);
        expect(merge.conflicts).toEqual([]);
      }),
    );
  });

  it('property: a field only the other editor changed is never undone; one only I changed is kept', () => {
    fc.assert(
      fc.property(arbVersions, ({ base, mine, theirs }) => {
        const merged = fields(mergeEndorsement(base, mine, theirs).merged, base, mine, theirs);
        const [b, m, t] = [base, mine, theirs].map((s) => fields(s, base, mine, theirs));
        for (const [field, was] of b ?? []) {
          if (m?.get(field) === was) expect(merged.get(field)).toBe(t?.get(field));
          if (t?.get(field) === was) expect(merged.get(field)).toBe(m?.get(field));
        }
      }),
    );
  });

  it('property: conflicts are symmetric, and each one follows the choice made', () => {
    fc.assert(
      fc.property(arbVersions, ({ base, mine, theirs }) => {
        const one = mergeEndorsement(base, mine, theirs);
        const other = mergeEndorsement(base, theirs, mine);
        expect(other.conflicts).toEqual(one.conflicts.map((c) => ({ ...c, mine: c.theirs, theirs: c.mine })));
        const all = Object.fromEntries(one.conflicts.map((c) => [c.field, 'mine' as const]));
        const chosen = fields(mergeEndorsement(base, mine, theirs, all).merged, base, mine, theirs);
        const kept = fields(one.merged, base, mine, theirs);
        for (const c of one.conflicts) {
          expect(chosen.get(c.field)).toBe(c.mine);
          expect(kept.get(c.field)).toBe(c.theirs);
        }
      }),
    );
  });
});

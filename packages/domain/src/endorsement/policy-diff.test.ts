import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { aDependent, aSnapshot, arbSnapshot } from '../test-support/endorsement';
import { diffPolicy } from './policy-diff';

describe('endorsement change list (spec 3, issue 8)', () => {
  it('lists trip dates, departure city, destinations, benefits and dependents, field by field', () => {
    const before = aSnapshot();
    const after = aSnapshot({
      endDate: '2026-07-20' as never,
      departureLocation: 'YYZ',
      destinations: ['IT', 'ES'],
      paxes: [{ policyNumber: 'P-1001', optionalBenefits: ['TCI', 'BAG'] }],
      dependents: [
        aDependent({ dateOfBirth: '2014-07-01' as never }),
        aDependent({ referenceNumber: 3, firstName: 'Sam' }),
      ],
    });
    expect(diffPolicy(before, after)).toEqual([
      { fieldChanged: 'endDate', from: '2026-07-15', to: '2026-07-20' },
      { fieldChanged: 'departureLocation', from: 'YUL', to: 'YYZ' },
      { fieldChanged: 'destinations', from: 'FR, IT', to: 'ES, IT' },
      { fieldChanged: 'optionalBenefits[P-1001]', from: 'TCI', to: 'BAG, TCI' },
      {
        fieldChanged: 'dependents[3]',
        from: '',
        to: 'firstName=Sam, lastName=Roy, dateOfBirth=2014-06-30, relationship=CHILD',
      },
      { fieldChanged: 'dependents[2].dateOfBirth', from: '2014-06-30', to: '2014-07-01' },
    ]);
  });

  it('a removed dependent shows what it was', () => {
    expect(diffPolicy(aSnapshot(), aSnapshot({ dependents: [] }))).toEqual([
      {
        fieldChanged: 'dependents[2]',
        from: 'firstName=Léa, lastName=Roy, dateOfBirth=2014-06-30, relationship=CHILD',
        to: '',
      },
    ]);
  });

  it('a dependent with nothing but its reference, added or removed, still reads as a change', () => {
    const bare = { referenceNumber: 3 };
    expect(diffPolicy(aSnapshot({ dependents: [] }), aSnapshot({ dependents: [bare] }))).toEqual([
      { fieldChanged: 'dependents[3]', from: '', to: 'referenceNumber=3' },
    ]);
    expect(diffPolicy(aSnapshot({ dependents: [bare] }), aSnapshot({ dependents: [] }))).toEqual([
      { fieldChanged: 'dependents[3]', from: 'referenceNumber=3', to: '' },
    ]);
  });

  it('re-ordering destinations or benefits is not a change', () => {
    const after = aSnapshot({ destinations: ['IT', 'FR'] });
    expect(diffPolicy(aSnapshot(), after)).toEqual([]);
  });

  it('property: a policy compared with itself has no change, and every change really changes something', () => {
    fc.assert(
      fc.property(arbSnapshot, arbSnapshot, (before, after) => {
        expect(diffPolicy(before, before)).toEqual([]);
        for (const c of diffPolicy(before, after)) expect(c.from).not.toBe(c.to);
        if (before.startDate !== after.startDate) {
          expect(diffPolicy(before, after)).toContainEqual({
            fieldChanged: 'startDate',
            from: before.startDate,
            to: after.startDate,
          });
        }
      }),
    );
  });
});

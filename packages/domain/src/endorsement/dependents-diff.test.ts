import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { aDependent, arbDependents } from '../test-support/endorsement';
import { applyDependentsDiff, dependentsDiffEmpty, diffDependents } from './dependents-diff';
import type { EndorsementDependent } from './endorsement.types';

const sorted = (list: readonly EndorsementDependent[]) =>
  [...list].sort((a, b) => a.referenceNumber - b.referenceNumber);

describe('dependents changes against the initial ones (spec 4.7)', () => {
  it('finds the removed, added and changed dependents by reference number', () => {
    const initial = [
      aDependent({ referenceNumber: 2 }),
      aDependent({ referenceNumber: 3, firstName: 'Sam' }),
    ];
    const current = [
      aDependent({ referenceNumber: 3, firstName: 'Samuel' }),
      aDependent({ referenceNumber: 4, firstName: 'Noor' }),
    ];
    expect(diffDependents(initial, current)).toEqual({
      removed: [initial[0]],
      added: [current[1]],
      changed: [current[0]],
    });
  });

  it('an unchanged dependent is not listed', () => {
    const diff = diffDependents([aDependent()], [aDependent()]);
    expect(dependentsDiffEmpty(diff)).toBe(true);
  });

  it('property: applying removed, added and changed to the initial list gives the final list', () => {
    fc.assert(
      fc.property(arbDependents, arbDependents, (initial, current) => {
        expect(applyDependentsDiff(initial, diffDependents(initial, current))).toEqual(sorted(current));
      }),
    );
  });

  it('property: the diff of a list with itself is empty', () => {
    fc.assert(
      fc.property(arbDependents, (list) => {
        expect(diffDependents(list, list)).toEqual({ removed: [], added: [], changed: [] });
        expect(diffDependents(list, [...list].reverse())).toEqual({ removed: [], added: [], changed: [] });
      }),
    );
  });

  it('property: removed, added and changed never share a reference number', () => {
    fc.assert(
      fc.property(arbDependents, arbDependents, (initial, current) => {
        const { removed, added, changed } = diffDependents(initial, current);
        const refs = [...removed, ...added, ...changed].map((d) => d.referenceNumber);
        expect(new Set(refs).size).toBe(refs.length);
      }),
    );
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { travellersAged } from '../test-support/quote-form';
import {
  addQuoteTraveller,
  canAddTraveller,
  canRemoveTraveller,
  removeQuoteTraveller,
} from './quote-travellers';
import type { QuoteTraveller } from './quote-form';

type Step = { readonly kind: 'add' } | { readonly kind: 'remove'; readonly referenceNumber: number };

const arbSteps = fc.array(
  fc.oneof(
    fc.constant<Step>({ kind: 'add' }),
    fc.integer({ min: -1, max: 14 }).map((referenceNumber): Step => ({ kind: 'remove', referenceNumber })),
  ),
  { maxLength: 40 },
);

const run = (
  start: readonly QuoteTraveller[],
  steps: readonly Step[],
  check: (t: readonly QuoteTraveller[]) => void,
) =>
  steps.reduce((list, step) => {
    const next =
      step.kind === 'add' ? addQuoteTraveller(list) : removeQuoteTraveller(list, step.referenceNumber);
    check(next);
    return next;
  }, start);

describe('quote travellers', () => {
  it('the add button goes at 12 travellers, the remove button at 1', () => {
    expect(canAddTraveller(11)).toBe(true);
    expect(canAddTraveller(12)).toBe(false);
    expect(canRemoveTraveller(1)).toBe(false);
    expect(canRemoveTraveller(2)).toBe(true);
  });

  it('removes the chosen traveller and renumbers the ones after it', () => {
    const after = removeQuoteTraveller(travellersAged(40, 38, 10), 2);
    expect(after.map((t) => [t.referenceNumber, t.age])).toEqual([
      [1, '40'],
      [2, '10'],
    ]);
  });

  it('property: adding travellers never goes beyond 12', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 12 }), fc.nat(30), (start, adds) => {
        let list: readonly QuoteTraveller[] = travellersAged(...Array<number>(start).fill(30));
        for (let i = 0; i < adds; i += 1) list = addQuoteTraveller(list);
        expect(list.length).toBe(Math.min(12, start + adds));
      }),
    );
  });

  it('property: reference numbers are 1..n after any sequence of adds and removes', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 12 }), arbSteps, (start, steps) => {
        run(travellersAged(...Array<number>(start).fill(30)), steps, (list) => {
          expect(list.map((t) => t.referenceNumber)).toEqual(list.map((_, i) => i + 1));
          expect(list.length).toBeGreaterThanOrEqual(1);
          expect(list.length).toBeLessThanOrEqual(12);
        });
      }),
    );
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { arbFamilyAge } from '../test-support/quote-form';
import { familyRuleHolds } from './family-rule';

/**
 * The spec sentence, clause by clause, with quantifiers spelled out as loops: "among the others,
 * at most 2 over 25, at least one 25 or younger, and if only one is 25 or younger then at least
 * one [member of the family] must be over 25".
 */
const oracle = (primary: number, others: readonly number[]): boolean => {
  let over = 0;
  let young = 0;
  for (const a of others) {
    if (a > 25) over += 1;
    else young += 1;
  }
  let someoneOver = false;
  for (const a of [primary, ...others]) if (a > 25) someoneOver = true;
  const atMostTwoOver = over <= 2;
  const atLeastOneYoung = young >= 1;
  const onlyOneYoungNeedsAdult = young === 1 ? someoneOver : true;
  return atMostTwoOver && atLeastOneYoung && onlyOneYoungNeedsAdult;
};

/** Every array of length 0..n over the given values. */
const allArrays = (values: readonly number[], n: number): number[][] => {
  const out: number[][] = [[]];
  let layer: number[][] = [[]];
  for (let len = 1; len <= n; len += 1) {
    layer = layer.flatMap((arr) => values.map((v) => [...arr, v]));
    out.push(...layer);
  }
  return out;
};

describe('familyRuleHolds', () => {
  it('examples: a parent and a child, two parents and children, two adults alone', () => {
    expect(familyRuleHolds(40, [10])).toBe(true);
    expect(familyRuleHolds(40, [38, 10, 8])).toBe(true);
    expect(familyRuleHolds(40, [38])).toBe(false);
    expect(familyRuleHolds(40, [])).toBe(false);
  });

  it('examples: the boundary is "over 25", so 25 is young and 26 is an adult', () => {
    expect(familyRuleHolds(26, [25])).toBe(true);
    expect(familyRuleHolds(25, [25])).toBe(false);
    expect(familyRuleHolds(25, [26, 25])).toBe(true);
    expect(familyRuleHolds(24, [3, 1])).toBe(true);
  });

  it('examples: at most two other adults', () => {
    expect(familyRuleHolds(50, [48, 26, 10])).toBe(true);
    expect(familyRuleHolds(50, [48, 27, 26, 10])).toBe(false);
  });

  it('matches the oracle on every family of up to 5 others around the thresholds', () => {
    const values = [0, 24, 25, 26, 59];
    for (const primary of values) {
      for (const others of allArrays(values, 5)) {
        expect(familyRuleHolds(primary, others), `${primary} + [${others.join(',')}]`).toBe(
          oracle(primary, others),
        );
      }
    }
  });

  it('property: agrees with the brute-force oracle on random families', () => {
    fc.assert(
      fc.property(arbFamilyAge, fc.array(arbFamilyAge, { maxLength: 11 }), (primary, others) => {
        expect(familyRuleHolds(primary, others)).toBe(oracle(primary, others));
      }),
    );
  });
});

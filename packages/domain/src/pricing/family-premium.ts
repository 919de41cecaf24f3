/** A member's exact single premium on a plan, with the age that makes them the eldest or not. */
export interface MemberSingle {
  readonly age: number;
  readonly base: number;
}

/**
 * Exact family premium (PRODUCT.md): a multiple of the eldest member's single premium, and never
 * more than the members would pay alone (a family of two near-twins would otherwise pay extra).
 */
export const familyPremium = (members: readonly MemberSingle[], multiplier: number): number => {
  let eldest: MemberSingle | undefined;
  let sum = 0;
  for (const m of members) {
    sum += m.base;
    if (!eldest || m.age > eldest.age || (m.age === eldest.age && m.base > eldest.base)) eldest = m;
  }
  return eldest ? Math.min(eldest.base * multiplier, sum) : 0;
};

/**
 * How the family premium is carried by the travellers quoted on the plan: in proportion to their own
 * single premiums (equal shares if those are all zero). Exact: rounding happens per line later.
 */
export const familyShares = (family: number, singles: readonly number[]): number[] => {
  const sum = singles.reduce((a, b) => a + b, 0);
  return singles.map((s) => (sum > 0 ? (family * s) / sum : family / singles.length));
};

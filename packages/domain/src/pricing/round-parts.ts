import type { Cents } from '../shared/money';

/**
 * THE rounding step of a price line (one traveller, one plan or benefit). Every amount before it is
 * kept exact (fractional cents); here the parts (premium, each adjustment, tax) are rounded together
 * by the largest-remainder method: the rounded parts add up to the exact total rounded half up, and
 * no part moves by a cent or more. So every total shown is the sum of its shown parts.
 */
export const roundParts = (parts: readonly number[]): Cents[] => {
  const n = parts.length;
  const out: number[] = new Array<number>(n);
  let total = 0;
  let floorSum = 0;
  for (let i = 0; i < n; i++) {
    const p = parts[i] as number;
    total += p;
    const f = Math.floor(p);
    out[i] = f === 0 ? 0 : f; // never -0
    floorSum += f;
  }
  let deficit = Math.round(total) - floorSum;
  // Hand the missing cents to the largest remainders (earliest part first on a tie); a line has
  // a handful of parts, so a bit mask marks those already raised.
  let raised = 0;
  while (deficit > 0) {
    let best = -1;
    let bestRem = -1;
    for (let i = 0; i < n; i++) {
      const rem = (parts[i] as number) - (out[i] as number);
      if ((raised & (1 << i)) === 0 && rem > bestRem) {
        best = i;
        bestRem = rem;
      }
    }
    if (best < 0) break;
    raised |= 1 << best;
    out[best] = (out[best] as number) + 1;
    deficit--;
  }
  return out;
};

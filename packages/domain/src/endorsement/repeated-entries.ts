/**
 * The positions of the entries that name the same thing as an earlier one (a traveller listed twice
 * in a cancellation, a dependent reference given twice in an endorsement): a request that repeats
 * one is refused whole, at each repeat's position, before anything is priced, written or moved.
 */
export const repeatedEntries = <T>(items: readonly T[], key: (item: T) => string | number): number[] => {
  const seen = new Set<string | number>();
  return items.flatMap((item, i) => {
    const k = key(item);
    if (seen.has(k)) return [i];
    seen.add(k);
    return [];
  });
};

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { repeatedEntries } from './repeated-entries';

describe('repeatedEntries', () => {
  it('names every repeat after the first occurrence', () => {
    expect(repeatedEntries(['P1', 'P2', 'P1', 'P1'], (p) => p)).toEqual([2, 3]);
    expect(repeatedEntries([{ n: 1 }, { n: 2 }], (d) => d.n)).toEqual([]);
  });

  it('property: removing the named entries leaves each key once, and every key still there', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom('P1', 'P2', 'P3', 'P4'), { maxLength: 12 }), (list) => {
        const repeats = new Set(repeatedEntries(list, (p) => p));
        const kept = list.filter((_, i) => !repeats.has(i));
        expect(new Set(kept).size).toBe(kept.length);
        expect(new Set(kept)).toEqual(new Set(list));
      }),
    );
  });
});

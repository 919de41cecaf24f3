import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  PAGING_DEFAULTS,
  pageNumberFromOffset,
  pagingOffset,
  pagingOffsetOfIndex,
  totalPageCount,
} from './paging';

describe('paging', () => {
  it('defaults: 10 a page, index 0, ascending', () => {
    expect(PAGING_DEFAULTS).toEqual({ pageSize: 10, pageIndex: 0, sortOrder: 'asc' });
  });

  it('offset is max(minOffset, (page - 1) x pageSize)', () => {
    expect(pagingOffset(1)).toBe(0);
    expect(pagingOffset(3)).toBe(20);
    expect(pagingOffset(0)).toBe(0);
    expect(pagingOffset(-4)).toBe(0);
    expect(pagingOffset(3, 25)).toBe(50);
    expect(pagingOffset(1, 10, 5)).toBe(5);
    expect(pagingOffset(Number.NaN)).toBe(0);
    expect(pagingOffset(2, 0)).toBe(10);
    expect(pagingOffsetOfIndex(0)).toBe(0);
    expect(pagingOffsetOfIndex(2)).toBe(20);
  });

  it('page number is offset / pageSize + 1, and total pages at least one', () => {
    expect(pageNumberFromOffset(0)).toBe(1);
    expect(pageNumberFromOffset(20)).toBe(3);
    expect(pageNumberFromOffset(25)).toBe(3);
    expect(pageNumberFromOffset(-10)).toBe(1);
    expect(totalPageCount(0)).toBe(1);
    expect(totalPageCount(10)).toBe(1);
    expect(totalPageCount(11)).toBe(2);
    expect(totalPageCount(95, 25)).toBe(4);
  });

  it('property: the offset is never below its minimum', () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.integer({ min: -1000, max: 1000 }), fc.double()),
        fc.oneof(fc.integer({ min: -5, max: 100 }), fc.double()),
        fc.integer({ min: 0, max: 500 }),
        (page, size, min) => {
          expect(pagingOffset(page, size, min)).toBeGreaterThanOrEqual(min);
        },
      ),
    );
  });

  it('property: page to offset and back gives the page, and every row of a page maps to it', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 10_000 }),
        fc.integer({ min: 1, max: 200 }),
        fc.nat(),
        (page, size, row) => {
          const offset = pagingOffset(page, size);
          expect(pageNumberFromOffset(offset, size)).toBe(page);
          expect(pageNumberFromOffset(offset + (row % size), size)).toBe(page);
          expect(page).toBeLessThanOrEqual(totalPageCount(offset + 1, size));
        },
      ),
    );
  });
});

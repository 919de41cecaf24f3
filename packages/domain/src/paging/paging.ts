import { LIMITS } from '../shared/limits';

/** Paging defaults of spec 9: 10 rows a page, the first page (index 0), ascending sort. */
export const PAGING_DEFAULTS = {
  pageSize: LIMITS.pageSize,
  pageIndex: 0,
  sortOrder: 'asc',
} as const;

export type SortOrder = 'asc' | 'desc';

const sizeOrDefault = (pageSize: number): number =>
  Number.isInteger(pageSize) && pageSize > 0 ? pageSize : LIMITS.pageSize;

const wholeOr = (n: number, fallback: number): number => (Number.isFinite(n) ? Math.floor(n) : fallback);

/**
 * Offset of a 1-based page: the larger of the minimum offset and (page − 1) × pageSize (spec 9). A page
 * size that is not a positive integer falls back to the default, a page that is not a number to page 1.
 */
export const pagingOffset = (
  page: number,
  pageSize: number = LIMITS.pageSize,
  minOffset: number = LIMITS.minOffset,
): number => {
  const min = wholeOr(minOffset, LIMITS.minOffset);
  return Math.max(min, (wholeOr(page, 1) - 1) * sizeOrDefault(pageSize));
};

/** Offset of a 0-based page index, as the listings keep it (default index 0). */
export const pagingOffsetOfIndex = (pageIndex: number, pageSize: number = LIMITS.pageSize): number =>
  pagingOffset(wholeOr(pageIndex, 0) + 1, pageSize);

/** 1-based page number of an offset: offset / pageSize + 1 (spec 7.4); never below 1. */
export const pageNumberFromOffset = (offset: number, pageSize: number = LIMITS.pageSize): number =>
  Math.max(1, Math.floor(wholeOr(offset, 0) / sizeOrDefault(pageSize)) + 1);

/**
 * Pages needed for `total` rows. Never below 1: an empty result is shown as page 1 of 1, as after a failed
 * agent search (spec 4.7).
 */
export const totalPageCount = (total: number, pageSize: number = LIMITS.pageSize): number =>
  Math.max(1, Math.ceil(Math.max(0, wholeOr(total, 0)) / sizeOrDefault(pageSize)));

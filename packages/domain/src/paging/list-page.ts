import { LIMITS } from '../shared/limits';
import { pageNumberFromOffset, pagingOffset, type SortOrder } from './paging';

/** The largest page any list answers: the API refuses a larger `limit`, the codec below caps it. */
export const MAX_PAGE_SIZE = 100;

/** How one list may be sorted: the fields it allows (the SQL maps each to its columns) and how it opens. */
export interface ListSort<F extends string> {
  readonly fields: readonly F[];
  readonly field: F;
  readonly order: SortOrder;
}

/** What a caller asked for, as the API's query carries it (any of it may be missing). */
export interface ListPageAsked {
  readonly sortField?: string;
  readonly sortOrder?: string;
  readonly offset?: number;
  readonly limit?: number;
}

/** The rows a store reads: sorted by a field of the list's allow-list (then a unique tiebreaker), a slice. */
export interface SortedSlice<F extends string> {
  readonly sortField: F;
  readonly sortOrder: SortOrder;
  readonly offset: number;
  readonly limit: number;
}

/** The page a list reads: a field of its allow-list, a direction, an offset and a bounded page size. */
export interface ListPage<F extends string> extends SortedSlice<F> {
  /** 1-based page number of the offset (spec 7.4: offset / page size + 1). */
  readonly page: number;
}

const orderOf = (asked: string | undefined): SortOrder | undefined => {
  const o = asked?.toLowerCase();
  return o === 'asc' || o === 'desc' ? o : undefined;
};

const sizeOf = (limit: number | undefined): number =>
  limit !== undefined && Number.isInteger(limit) && limit >= 1
    ? Math.min(limit, MAX_PAGE_SIZE)
    : LIMITS.pageSize;

/**
 * The one reading of a list's paging and sort (spec 9): a sort field outside the list's allow-list
 * falls back to the list's own, a field asked without a direction sorts ascending (the list's own
 * field keeps its own direction), the page size is 1..MAX_PAGE_SIZE (10 by default) and the offset
 * never below the minimum.
 */
export const listPageOf = <F extends string>(list: ListSort<F>, asked: ListPageAsked = {}): ListPage<F> => {
  const sortField = list.fields.find((f) => f === asked.sortField) ?? list.field;
  const sortOrder = orderOf(asked.sortOrder) ?? (sortField === list.field ? list.order : 'asc');
  const limit = sizeOf(asked.limit);
  const offset = Math.max(
    LIMITS.minOffset,
    Number.isFinite(asked.offset) ? Math.floor(asked.offset ?? 0) : 0,
  );
  return { sortField, sortOrder, offset, limit, page: pageNumberFromOffset(offset, limit) };
};

/** Where a list stands as a shared URL shows it: sort, direction and 1-based page. */
export interface ListPlace<F extends string> {
  readonly sortField: F;
  readonly sortOrder: SortOrder;
  readonly page: number;
}

/** A list's place read from a URL query (`sort`, `order`, `page`): whatever is missing or wrong is the default. */
export const listPlaceOfQuery = <F extends string>(
  list: ListSort<F>,
  query: Readonly<Record<string, string | undefined>>,
): ListPlace<F> => {
  const page = /^\d{1,6}$/.test(query.page ?? '') ? Math.max(1, Number(query.page)) : 1;
  const { sortField, sortOrder } = listPageOf(list, { sortField: query.sort, sortOrder: query.order });
  return { sortField, sortOrder, page };
};

/** The URL query of a list's place, defaults left out (so an untouched list keeps a bare URL). */
export const queryOfListPlace = <F extends string>(
  list: ListSort<F>,
  place: ListPlace<F>,
): Record<string, string> => {
  const sorted = place.sortField !== list.field || place.sortOrder !== list.order;
  return {
    ...(sorted ? { sort: place.sortField, order: place.sortOrder } : {}),
    ...(place.page > 1 ? { page: String(place.page) } : {}),
  };
};

/** The API's paging of a place: `offset` of its page, the default page size. */
export const pagingOfListPlace = <F extends string>(
  place: ListPlace<F>,
  pageSize: number = LIMITS.pageSize,
) => ({
  sortField: place.sortField,
  sortOrder: place.sortOrder,
  offset: pagingOffset(place.page, pageSize),
  limit: pageSize,
});

import { MAX_PAGE_SIZE, type ListSort } from '@tripx/domain';
import { intFromString, literalUnion } from './codecs';

export const SortOrderCodec = literalUnion(['asc', 'desc', 'ASC', 'DESC'] as const, 'SortOrder');

/**
 * The paging and sort of a list's query (spec 7.4, 7.5), spread into its `t.partial`: a sort field of
 * the list's allow-list, a direction, an offset and a page size of at most MAX_PAGE_SIZE. The use case
 * reads them with `listPageOf`, which fills what is missing.
 */
export const listPageProps = <F extends string>(list: ListSort<F>, sortFieldName: string) => ({
  sortField: literalUnion(list.fields, sortFieldName),
  sortOrder: SortOrderCodec,
  offset: intFromString(0, 1_000_000),
  limit: intFromString(1, MAX_PAGE_SIZE),
});

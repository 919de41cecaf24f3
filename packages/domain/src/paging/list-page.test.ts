import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LIMITS } from '../shared/limits';
import {
  MAX_PAGE_SIZE,
  listPageOf,
  listPlaceOfQuery,
  pagingOfListPlace,
  queryOfListPlace,
  type ListPlace,
} from './list-page';
import { POLICY_LIST, POLICY_SORT_FIELDS, type PolicySortField } from './lists';

const asked = fc.record(
  {
    sortField: fc.oneof(fc.constantFrom(...POLICY_SORT_FIELDS), fc.string()),
    sortOrder: fc.constantFrom('asc', 'desc', 'ASC', 'DESC', 'up', ''),
    offset: fc.oneof(fc.integer({ min: -100, max: 100_000 }), fc.double()),
    limit: fc.oneof(fc.integer({ min: -5, max: 500 }), fc.double()),
  },
  { requiredKeys: [] },
);

describe('list page', () => {
  it('opens as the list says: the policy search newest purchase first, 10 a page', () => {
    expect(listPageOf(POLICY_LIST)).toEqual({
      sortField: 'purchaseDate',
      sortOrder: 'desc',
      offset: 0,
      limit: LIMITS.pageSize,
      page: 1,
    });
    expect(listPageOf(POLICY_LIST, { sortField: 'traveller' }).sortOrder).toBe('asc');
    expect(listPageOf(POLICY_LIST, { sortField: 'email', sortOrder: 'ASC' })).toMatchObject({
      sortField: 'purchaseDate',
      sortOrder: 'asc',
    });
    expect(listPageOf(POLICY_LIST, { offset: 40, limit: 20 })).toMatchObject({ page: 3, limit: 20 });
  });

  it('property: the field is always allowed, the size within 1..MAX, the page that of the offset', () => {
    fc.assert(
      fc.property(asked, (a) => {
        const p = listPageOf(POLICY_LIST, a);
        expect(POLICY_SORT_FIELDS).toContain(p.sortField);
        expect(['asc', 'desc']).toContain(p.sortOrder);
        expect(p.limit).toBeGreaterThanOrEqual(1);
        expect(p.limit).toBeLessThanOrEqual(MAX_PAGE_SIZE);
        expect(p.offset).toBeGreaterThanOrEqual(LIMITS.minOffset);
        expect(p.page).toBe(Math.floor(p.offset / p.limit) + 1);
      }),
    );
  });

  it('property: a place written to a URL query reads back the same, and its paging starts its page', () => {
    const place = fc.record({
      sortField: fc.constantFrom(...POLICY_SORT_FIELDS),
      sortOrder: fc.constantFrom('asc' as const, 'desc' as const),
      page: fc.integer({ min: 1, max: 99_999 }),
    });
    fc.assert(
      fc.property(place, (p: ListPlace<PolicySortField>) => {
        const query = queryOfListPlace(POLICY_LIST, p);
        expect(listPlaceOfQuery(POLICY_LIST, query)).toEqual(p);
        expect(pagingOfListPlace(p).offset).toBe((p.page - 1) * LIMITS.pageSize);
      }),
    );
  });

  it('leaves the defaults out of the URL and reads a wrong query as the defaults', () => {
    expect(queryOfListPlace(POLICY_LIST, { sortField: 'purchaseDate', sortOrder: 'desc', page: 1 })).toEqual(
      {},
    );
    expect(listPlaceOfQuery(POLICY_LIST, { sort: 'nope', order: 'sideways', page: '-2' })).toEqual({
      sortField: 'purchaseDate',
      sortOrder: 'desc',
      page: 1,
    });
  });
});

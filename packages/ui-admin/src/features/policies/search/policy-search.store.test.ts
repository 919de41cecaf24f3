import { success } from '@tripx/application';
import { describe, expect, it } from 'vitest';
import { callsOf, fakePolicyService, refused } from '../test-support/fake-policy-service';
import type { QueryAddress } from '../../../platform/listing';
import { PolicySearchStore } from './policy-search.store';

const page = (total: number, pageNo: number) => success({ total, page: pageNo, pageSize: 10, policies: [] });

describe('policy search store', () => {
  it('sends only the filled filters, trimmed, from the first page, 10 a page', async () => {
    const service = fakePolicyService();
    const store = new PolicySearchStore(service);
    store.filterChanged('lastName', '  Lovelace ');
    store.filterChanged('startDate', '2026-12-01');
    store.filterChanged('email', '   ');
    await store.searched();
    expect(callsOf(service, 'search')).toEqual([
      [
        {
          lastName: 'Lovelace',
          startDate: '2026-12-01',
          sortField: 'purchaseDate',
          sortOrder: 'desc',
          offset: 0,
          limit: 10,
        },
      ],
    ]);
  });

  it('pages by offset and stays within the pages there are', async () => {
    const service = fakePolicyService({ search: async (c) => page(25, (c.offset ?? 0) / 10 + 1) });
    const store = new PolicySearchStore(service);
    await store.searched();
    expect(store.pages).toBe(3);
    await store.pageChosen(2);
    await store.pageChosen(9);
    await store.pageChosen(0);
    expect(callsOf(service, 'search').map(([c]) => (c as { offset: number }).offset)).toEqual([0, 10, 20, 0]);
  });

  it('waits for a valid date and names the invalid filter', async () => {
    const service = fakePolicyService();
    const store = new PolicySearchStore(service);
    store.filterChanged('applicationDate', '2026-13-01');
    await store.searched();
    expect(store.invalidDates).toEqual(['applicationDate']);
    expect(callsOf(service, 'search')).toEqual([]);
  });

  it('a refused search gives the error label and keeps no result', async () => {
    const store = new PolicySearchStore(fakePolicyService({ search: async () => refused('forbidden') }));
    await store.searched();
    expect(store.errorKey).toBe('error.forbidden');
    expect(store.result).toBeUndefined();
  });

  it('clear empties every filter and lists again as it opens', async () => {
    const service = fakePolicyService();
    const store = new PolicySearchStore(service);
    store.filterChanged('firstName', 'Ada');
    await store.sortChosen({ column: 'traveller', direction: 'asc' });
    await store.cleared();
    expect(Object.values(store.filters).every((v) => v === '')).toBe(true);
    expect(callsOf(service, 'search').at(-1)).toEqual([
      { sortField: 'purchaseDate', sortOrder: 'desc', offset: 0, limit: 10 },
    ]);
  });

  it('writes filters, sort and page to the address, and reads an address it did not write', async () => {
    const written: Record<string, string | undefined>[] = [];
    const address: QueryAddress = { query: {}, setQuery: (patch) => void written.push(patch) };
    const service = fakePolicyService({ search: async (c) => page(25, (c.offset ?? 0) / 10 + 1) });
    const store = new PolicySearchStore(service, address);
    await store.opened({ lastName: 'Pell', sort: 'traveller', order: 'desc', page: '2' });
    expect(store.filters.lastName).toBe('Pell');
    expect(callsOf(service, 'search')).toEqual([
      [{ lastName: 'Pell', sortField: 'traveller', sortOrder: 'desc', offset: 10, limit: 10 }],
    ]);
    await store.sortChosen({ column: 'premium', direction: 'asc' });
    expect(written.at(-1)).toMatchObject({
      lastName: 'Pell',
      sort: 'premium',
      order: 'asc',
      page: undefined,
      email: undefined,
    });
    // The address now shows what the store wrote: read again, it asks nothing more.
    await store.opened({ lastName: 'Pell', sort: 'premium', order: 'asc' });
    expect(callsOf(service, 'search')).toHaveLength(2);
    // Back to the first address: read and listed again.
    await store.opened({ lastName: 'Pell', sort: 'traveller', order: 'desc', page: '2' });
    expect(callsOf(service, 'search')).toHaveLength(3);
    expect(store.listing.place).toEqual({ sortField: 'traveller', sortOrder: 'desc', page: 2 });
  });
});

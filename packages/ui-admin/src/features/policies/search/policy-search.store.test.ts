import { success } from '@tripx/application';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { callsOf, fakePolicyService, refused } from '../test-support/fake-policy-service';
import { pageCount, PolicySearchStore } from './policy-search.store';

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
      [{ lastName: 'Lovelace', startDate: '2026-12-01', offset: 0, limit: 10 }],
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

  it('clear empties every filter and the result', async () => {
    const store = new PolicySearchStore(fakePolicyService());
    store.filterChanged('firstName', 'Ada');
    await store.searched();
    store.cleared();
    expect(Object.values(store.filters).every((v) => v === '')).toBe(true);
    expect(store.result).toBeUndefined();
  });

  it('property: the pages hold every policy and no page is empty but the only one', () => {
    fc.assert(
      fc.property(fc.nat(10_000), fc.integer({ min: 1, max: 100 }), (total, size) => {
        const pages = pageCount(total, size);
        expect(pages * size).toBeGreaterThanOrEqual(total);
        if (total > 0) expect((pages - 1) * size).toBeLessThan(total);
        else expect(pages).toBe(1);
      }),
    );
  });
});

import { type LicenceFilterInput, type LicencePageParams, success } from '@tripx/application';
import { describe, expect, it } from 'vitest';
import { testRouter } from '../../../test-support/test-router';
import { aLicence, unusedService } from '../test-support/fake-distribution';
import { LicencesStore } from './licences.store';

const SHARED =
  '/admin/licensing?lang=en&licensedProvince=QC&expiredDateStart=2026-01-01&sort=expiryDate&order=desc&page=2';

const storeAt = (url: string) => {
  const at = testRouter(url);
  const searches: [LicenceFilterInput, LicencePageParams][] = [];
  const store = new LicencesStore(
    {
      ...unusedService(),
      searchLicences: async (filter, page) => {
        searches.push([filter, page]);
        return success({ total: 12, licenses: [aLicence()] });
      },
    },
    () => 'en',
    at.router,
  );
  return { ...at, store, searches };
};

describe('LicencesStore in the address', () => {
  it('opens the filtered, sorted page its URL shows and writes a change there (pushed: Back returns)', async () => {
    const { data, router, pushed, store, searches } = storeAt(SHARED);
    await store.opened(router.query);
    expect(searches).toEqual([
      [
        { licensedProvince: 'QC', expiredDateStart: '2026-01-01' },
        { sortField: 'expiryDate', sortOrder: 'desc', offset: 10, limit: 10, lang: 'en' },
      ],
    ]);
    expect(store.filter.licensedProvince).toBe('QC');
    expect(store.listing.pageIndex).toBe(1);

    store.filterChanged('status', 'AUTHORIZED');
    await store.listing.searchSubmitted();
    expect(pushed).toEqual([
      '/admin/licensing?lang=en&licensedProvince=QC&expiredDateStart=2026-01-01&sort=expiryDate&order=desc&status=AUTHORIZED',
    ]);
    expect(searches.at(-1)?.[1]).toMatchObject({ offset: 0 });
    // The way back from a licence's form is the list as last shown.
    expect(store.listQuery).toEqual({
      licensedProvince: 'QC',
      status: 'AUTHORIZED',
      expiredDateStart: '2026-01-01',
      sort: 'expiryDate',
      order: 'desc',
    });
    await store.opened(router.query);
    expect(searches).toHaveLength(2);
    await data.navigate(-1);
    await store.opened(router.query);
    expect(searches).toHaveLength(3);
    expect(store.filter.status).toBe('');
  });

  it('a filter the domain refuses is neither asked nor written', async () => {
    const { router, pushed, store, searches } = storeAt('/admin/licensing?lang=en');
    await store.opened(router.query);
    store.filterChanged('expiredDateStart', '2026-13-40');
    await store.listing.searchSubmitted();
    expect(pushed).toEqual([]);
    expect(searches).toHaveLength(1);
    expect(store.filterErrors).toHaveProperty('expiredDateStart');
  });
});

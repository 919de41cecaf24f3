import { failed, success } from '@tripx/application';
import { describe, expect, it } from 'vitest';
import { unusedService } from '../test-support/fake-distribution';
import { LinksStore } from './links.store';

describe('LinksStore', () => {
  it('a link saved whose list then cannot be read keeps that error (not a list that looks empty)', async () => {
    let reads = 0;
    const store = new LinksStore(
      {
        ...unusedService(),
        links: async () => (reads++ === 0 ? success([]) : failed({ kind: 'network', code: 'network' })),
        allowedDomains: async () => success(['canada.ca']),
        saveLink: async (section, link) =>
          success({ id: 'l1', section, organizationCode: null, ...link, sortOrder: 0 }),
      },
      'resources',
    );
    await store.load(true);
    expect(await store.added()).toBe(true);
    expect([store.error?.message, store.loadFailed]).toEqual(['distribution:error.network', true]);
  });
});

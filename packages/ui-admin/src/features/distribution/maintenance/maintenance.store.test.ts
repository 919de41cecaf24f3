import { type OrganizationDetailsResponse, success } from '@tripx/application';
import { describe, expect, it } from 'vitest';
import { unusedService } from '../test-support/fake-distribution';
import { MaintenanceStore } from './maintenance.store';

const details = (code: string, banner: string): OrganizationDetailsResponse => ({
  code,
  parentCode: null,
  organizationName: code,
  organizationNameInFrench: code,
  category: 'AGENCY',
  salesChannel: 'b2b',
  language: 'en',
  branchCode: null,
  legalName: null,
  contacts: [],
  contract: {
    content: { en: { banner }, fr: { banner: `${banner} fr` } },
    contentRoot: null,
    whiteLabelRoot: null,
  },
  display: { category: 'AGENCY', showsLogo: true, premiumDisplay: 'coverageOrTripCost' },
});

describe('MaintenanceStore', () => {
  it('sends only the changed keys and shows what the server kept (sanitized)', async () => {
    const sent: unknown[] = [];
    const store = new MaintenanceStore({
      ...unusedService(),
      content: async (code) => success(details(code, 'Old')),
      saveContent: async (_code, content) => {
        sent.push(content);
        return success({ en: { banner: 'Safe' }, fr: { banner: 'Old fr' } });
      },
    });
    await store.opened('MAPLE');
    expect(store.dirty).toBe(false);
    store.edited('<b>New</b><script>x</script>');
    expect(store.dirty).toBe(true);
    await expect(store.save()).resolves.toBe(true);
    expect(sent).toEqual([{ en: { banner: '<b>New</b><script>x</script>' }, fr: {} }]);
    expect(store.value).toBe('Safe');
    expect(store.dirty).toBe(false);
  });

  it('an organization chosen while another loads wins, whatever answers last', async () => {
    let releaseFirst: () => void = () => undefined;
    const store = new MaintenanceStore({
      ...unusedService(),
      content: (code) =>
        code === 'CM'
          ? new Promise((resolve) => (releaseFirst = () => resolve(success(details('CM', 'Cover Me')))))
          : Promise.resolve(success(details(code, 'Maple'))),
    });
    const first = store.opened('CM');
    await store.opened('MAPLE');
    releaseFirst();
    await first;
    expect(store.organizationCode).toBe('MAPLE');
    expect(store.value).toBe('Maple');
  });
});

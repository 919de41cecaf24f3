import type { PolicyService } from '@tripx/application';
import type { Claim } from '@tripx/domain';
import { fixedClock, memoryStorage } from '@tripx/ui-flow';
import { TODAY, fakeLocations, fixedServices, semhLine } from '@tripx/ui-flow/test-support';
import { describe, expect, it } from 'vitest';
import { INSURER_OPTION } from './booking-options';
import { composeBookingStores } from './booking-stores';

const setUp = (claims: readonly Claim[], category: string | undefined, storage = memoryStorage()) => {
  const { quotes, catalogue } = fixedServices(() => semhLine());
  const policyService: PolicyService = {
    create: async () => ({ ok: false, failure: { kind: 'network', code: 'network' } }),
  };
  const stores = composeBookingStores(
    {
      lang: () => 'en',
      clock: fixedClock(TODAY),
      storage,
      window,
      cardFrameOrigin: 'http://localhost:8081',
      claims: () => claims,
      organizationCategory: () => category,
      referringAgents: async () => [{ profileCode: 'AG100', firstName: 'Ada', lastName: 'Lovelace' }],
    },
    { locationService: fakeLocations([]), quoteService: quotes, catalogueService: catalogue, policyService },
  );
  return { stores, storage };
};

describe('composeBookingStores', () => {
  it('keeps the booking under the staff app keys, never the purchase app ones', () => {
    const { stores, storage } = setUp(['POLICY_BOOKING'], undefined);
    stores.quoteForm.provinceChosen('QC');
    const keys = [...storage.data.keys()];
    expect(keys).toContain('tripx.admin.quoteForm');
    expect(keys.some((k) => k.startsWith('tripx.web.'))).toBe(false);
  });

  it('an agency user with the payment claims who lets the agency collect gets no card frame', () => {
    const { stores } = setUp(['POLICY_BOOKING', 'POLICY_EDIT'], 'AGENCY');
    expect(stores.payment.frameIds).toEqual(['all']);
    stores.options.paidToAgencyChanged(true);
    expect(stores.payment.frameIds).toEqual([]);
    stores.options.paidToAgencyChanged(false);
    expect(stores.payment.frameIds).toEqual(['all']);
  });

  it('an agent outside an agency keeps the card frame whatever it ticks', () => {
    const { stores } = setUp(['POLICY_BOOKING', 'POLICY_EDIT'], 'BROKER');
    stores.options.paidToAgencyChanged(true);
    expect(stores.payment.frameIds).toEqual(['all']);
  });

  it('the referring agent list loads for an agency user', async () => {
    const { stores } = setUp(['POLICY_BOOKING'], 'AGENCY');
    await stores.options.loadAgents();
    stores.options.referringAgentChosen('AG100');
    expect(stores.options.choices.referringAgent).toBe('AG100');
    stores.options.referringAgentChosen(INSURER_OPTION);
    expect(stores.options.errors).toEqual([]);
  });

  it('a reload keeps the staff questions with the rest of the booking', () => {
    const { stores, storage } = setUp(['POLICY_BOOKING', 'POLICY_EDIT', 'POLICY_ADMIN'], 'AGENCY');
    stores.options.referringAgentChosen(INSURER_OPTION);
    stores.options.paidToAgencyChanged(true);
    stores.options.applicationDateChanged('2026-11-20');
    const again = setUp(['POLICY_BOOKING', 'POLICY_EDIT', 'POLICY_ADMIN'], 'AGENCY', storage).stores;
    expect(again.options.choices).toEqual({ referringAgent: INSURER_OPTION, applicationDate: '2026-11-20' });
    expect(again.options.collectsAtAgency).toBe(true);
    stores.slices.clearAll();
    expect(setUp(['POLICY_BOOKING'], 'AGENCY', storage).stores.options.referringAgent).toBe('');
  });
});

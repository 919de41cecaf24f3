import type { PolicyService } from '@tripx/application';
import type { Claim } from '@tripx/domain';
import { fixedClock, memoryStorage } from '@tripx/ui-flow';
import { TODAY, fakeLocations, fixedServices, noConfirmation, semhLine } from '@tripx/ui-flow/test-support';
import { describe, expect, it } from 'vitest';
import { INSURER_OPTION } from './booking-options';
import { composeBookingStores } from './booking-stores';

const setUp = (claims: readonly Claim[], category: string | undefined, storage = memoryStorage()) => {
  const { quotes, catalogue } = fixedServices(() => semhLine());
  const policyService: PolicyService = {
    confirmation: noConfirmation,
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
      userType: () => 'LAN_ID',
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

  it.each(['PAID_TO_AGENCY', 'CASH'] as const)(
    'an agency user with the payment claims who takes %s gets no card frame; the purchase says that method',
    (method) => {
      const { stores } = setUp(['POLICY_BOOKING', 'POLICY_EDIT'], 'AGENCY');
      expect(stores.options.methodsOffered).toEqual(['CASH', 'CREDIT_CARD', 'PAID_TO_AGENCY']);
      expect(stores.payment.frameIds).toEqual(['all']);
      stores.options.paymentMethodChosen(method);
      expect(stores.payment.collectedMethod).toBe(method);
      expect(stores.payment.frameIds).toEqual([]);
      stores.options.paymentMethodChosen('CREDIT_CARD');
      expect(stores.payment.collectedMethod).toBeUndefined();
      expect(stores.payment.frameIds).toEqual(['all']);
    },
  );

  it('a staff user outside an agency may take cash, not an agency payment; without the payment claims only a card', () => {
    const { stores } = setUp(['POLICY_BOOKING', 'POLICY_EDIT'], 'BROKER');
    expect(stores.options.methodsOffered).toEqual(['CASH', 'CREDIT_CARD']);
    stores.options.paymentMethodChosen('PAID_TO_AGENCY');
    expect(stores.payment.frameIds).toEqual(['all']);
    stores.options.paymentMethodChosen('CASH');
    expect(stores.payment.frameIds).toEqual([]);
    const reader = setUp(['POLICY_BOOKING'], 'BROKER').stores;
    expect(reader.options.methodsOffered).toEqual(['CREDIT_CARD']);
    reader.options.paymentMethodChosen('CASH');
    expect(reader.payment.collectedMethod).toBeUndefined();
    expect(reader.payment.frameIds).toEqual(['all']);
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
    stores.options.paymentMethodChosen('CASH');
    stores.options.applicationDateChanged('2026-11-20');
    const again = setUp(['POLICY_BOOKING', 'POLICY_EDIT', 'POLICY_ADMIN'], 'AGENCY', storage).stores;
    expect(again.options.choices).toEqual({ referringAgent: INSURER_OPTION, applicationDate: '2026-11-20' });
    expect(again.options.collectedMethod).toBe('CASH');
    stores.slices.clearAll();
    expect(setUp(['POLICY_BOOKING'], 'AGENCY', storage).stores.options.referringAgent).toBe('');
  });
});

import { HttpClient } from '@tripx/adapters-http/client';
import { success } from '@tripx/application';
import { ContainerModule } from 'inversify';
import { createMemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { callsOf, fakePolicyService } from '../features/policies/test-support/fake-policy-service';
import { fakeTranslations } from '../test-support/admin-test-stores';
import { adminStoresOf, buildAdminContainer } from './admin.container';
import { ADMIN_TOKENS as T } from './admin.tokens';

const router = createMemoryRouter([{ path: '*' }], {
  basename: '/admin',
  initialEntries: ['/admin/policy?lang=fr'],
});

describe('the staff app’s container', () => {
  it('composes the stores over the services module it is given (a test’s fakes)', async () => {
    const policyService = fakePolicyService({
      search: async () => success({ total: 0, page: 1, pageSize: 10, policies: [] }),
    });
    const fakes = new ContainerModule(({ bind }) => {
      bind(T.authApi).toConstantValue({});
      bind(T.translationService).toConstantValue(fakeTranslations(() => []));
      bind(T.policyService).toConstantValue(policyService);
      bind(T.distributionService).toConstantValue({});
      bind(T.partnerKeyService).toConstantValue({});
      bind(T.webhookService).toConstantValue({});
      bind(T.bookingServices).toConstantValue({});
    });
    const c = buildAdminContainer({ window, router }, fakes);
    const stores = adminStoresOf(c);
    expect(stores.router).toBe(c.get(T.routerStore));
    expect(stores.session).toBe(c.get(T.sessionStore));
    expect(adminStoresOf(c)).toBe(stores);
    expect(stores.router.lang).toBe('fr');
    await stores.policies.search().searched();
    expect(callsOf(policyService, 'search')).toHaveLength(1);
  });

  it('the HTTP module resolves every service over one HTTP client', () => {
    const c = buildAdminContainer({ window, router });
    for (const token of [
      T.authApi,
      T.translationService,
      T.policyService,
      T.distributionService,
      T.partnerKeyService,
      T.webhookService,
      T.bookingServices,
      T.stores,
    ])
      expect(c.get(token)).toBeDefined();
    expect(c.get(T.http)).toBeInstanceOf(HttpClient);
  });
});

import type { ApiResult, TranslationResponse, TranslationService } from '@tripx/application';
import { systemClock } from '@tripx/ui-flow';
import type { ReactNode } from 'react';
import { composeAdminStores, type AdminStoreDeps, type AdminStores } from '../app/admin-stores';
import { AdminStoresContext } from '../app/admin-stores.context';
import type { Booking } from '../features/booking/booking.services';
import { errorLabelsLoader } from '../features/distribution/shared/error-labels';
import { ToastStore } from '../features/toasts/toast.store';

/** Label files answered by name (the last segment of their /tms path), in the languages given. */
export const fakeTranslations = (
  filesOf: (name: string) => TranslationResponse,
): Pick<TranslationService, 'translations'> => ({
  translations: async (_space, name) => ({ ok: true, value: filesOf(name) }),
});

const OFFLINE: ApiResult<never> = { ok: false, failure: { kind: 'network', code: 'network' } };

/** A service no test call reaches: every method answers as if the network were down. */
const offline = <T extends object>(): T => new Proxy({} as T, { get: () => async () => OFFLINE });
/** A set of services (the booking's) each of which is `offline`. */
const offlineServices = <T extends object>(): T => new Proxy({} as T, { get: () => offline() });

/** The app's stores over the services a test gives (the others offline), as the container composes them. */
export const testAdminStores = (
  d: Pick<AdminStoreDeps, 'session' | 'router'> &
    Partial<Omit<AdminStoreDeps, 'session' | 'router'>> & { readonly booking?: Booking },
): AdminStores => {
  const stores = composeAdminStores({
    toasts: new ToastStore(),
    clock: systemClock,
    window,
    policyService: offline(),
    distributionService: offline(),
    partnerKeyService: offline(),
    webhookService: offline(),
    bookingServices: offlineServices(),
    errorLabels: errorLabelsLoader(offline()),
    ...d,
  });
  const { booking } = d;
  return booking ? { ...stores, booking: () => booking } : stores;
};

export const WithAdminStores = ({ stores, children }: { stores: AdminStores; children: ReactNode }) => (
  <AdminStoresContext.Provider value={stores}>{children}</AdminStoresContext.Provider>
);

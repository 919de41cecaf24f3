import type {
  AuthApi,
  DistributionService,
  PartnerKeyService,
  PolicyMaintenanceService,
  TranslationService,
  WebhookService,
} from '@tripx/application';
import {
  HttpAuthApi,
  type HttpClient,
  HttpContentService,
  HttpDistributionService,
  HttpLocationService,
  HttpPartnerKeyService,
  HttpPolicyMaintenanceService,
  HttpTranslationService,
  HttpWebhookService,
} from '@tripx/adapters-http/client';
import { systemClock, type Clock } from '@tripx/ui-flow';
import { browserSessionTabs, documentActivity, idleTimingOf } from '@tripx/ui-kit';
import { httpFlowServices } from '@tripx/ui-flow/http-services';
import { Container, ContainerModule } from 'inversify';
import type { BookingAppServices } from '../features/booking/booking.services';
import { errorLabelsLoader } from '../features/distribution/shared/error-labels';
import { RouterStore, type AdminDataRouter } from '../features/routing/router.store';
import { SessionStore } from '../features/session/session.store';
import { ToastStore } from '../features/toasts/toast.store';
import { composeAdminStores, type AdminStores } from './admin-stores';
import { ADMIN_TOKENS as T } from './admin.tokens';
import { pageHttpClient } from './page-http';

export interface AdminPlatform {
  readonly window: Window;
  /** The data router of the app's routes (the browser's, or a memory router in a test). */
  readonly router: AdminDataRouter;
  readonly clock?: Clock;
}

/** The page: its window, router and clock. */
export const platformModule = (p: AdminPlatform) =>
  new ContainerModule(({ bind }) => {
    bind(T.window).toConstantValue(p.window);
    bind(T.dataRouter).toConstantValue(p.router);
    bind(T.clock).toConstantValue(p.clock ?? systemClock);
  });

/** The channel every tab of the staff app opens to share one session. */
export const ADMIN_SESSION_CHANNEL = 'tripx.admin.session';

/** The shell's stores: the session (shared by the page's tabs), the route and the notifications. */
export const shellModule = new ContainerModule(({ bind }) => {
  bind(T.sessionStore).toDynamicValue((x) => {
    const window = x.get<Window>(T.window);
    return new SessionStore(
      x.get<AuthApi>(T.authApi),
      () => documentActivity(window.document),
      idleTimingOf(window.document),
      () => browserSessionTabs(ADMIN_SESSION_CHANNEL),
    );
  });
  bind(T.routerStore).toDynamicValue(
    (x) => new RouterStore(x.get<AdminDataRouter>(T.dataRouter), x.get<Window>(T.window).location),
  );
  bind(T.toastStore).toDynamicValue(() => new ToastStore());
});

/**
 * Every call of the app over one HTTP client (the page's: one CSRF token; same origin, the page's
 * language). No start(): the first unsafe call fetches the CSRF token before it is sent (a signed-out page needs none).
 */
export const httpServicesModule = (http: HttpClient) =>
  new ContainerModule(({ bind }) => {
    bind(T.http).toConstantValue(http);
    bind(T.authApi).toDynamicValue((x) => new HttpAuthApi(x.get(T.http)));
    bind(T.translationService).toDynamicValue((x) => new HttpTranslationService(x.get(T.http)));
    bind(T.policyService).toDynamicValue((x) => new HttpPolicyMaintenanceService(x.get(T.http)));
    bind(T.distributionService).toDynamicValue((x) => new HttpDistributionService(x.get(T.http)));
    bind(T.partnerKeyService).toDynamicValue((x) => new HttpPartnerKeyService(x.get(T.http)));
    bind(T.webhookService).toDynamicValue((x) => new HttpWebhookService(x.get(T.http)));
    bind(T.bookingServices).toDynamicValue((x): BookingAppServices => {
      const http = x.get<HttpClient>(T.http);
      return {
        contentService: new HttpContentService(http),
        locationService: new HttpLocationService(http),
        ...httpFlowServices(http),
      };
    });
  });

/** The stores the views read (AdminStoresContext), over the services bound by another module. */
export const storesModule = new ContainerModule(({ bind }) => {
  bind(T.stores).toDynamicValue((x) =>
    composeAdminStores({
      session: x.get(T.sessionStore),
      router: x.get(T.routerStore),
      toasts: x.get(T.toastStore),
      clock: x.get(T.clock),
      window: x.get(T.window),
      policyService: x.get<PolicyMaintenanceService>(T.policyService),
      distributionService: x.get<DistributionService>(T.distributionService),
      partnerKeyService: x.get<PartnerKeyService>(T.partnerKeyService),
      webhookService: x.get<WebhookService>(T.webhookService),
      bookingServices: x.get<BookingAppServices>(T.bookingServices),
      errorLabels: errorLabelsLoader(x.get<TranslationService>(T.translationService)),
    }),
  );
});

/**
 * The staff app's one container: the page, the shell, the services (HTTP unless a test passes its
 * own module) and the stores.
 */
export const buildAdminContainer = (
  platform: AdminPlatform,
  services: ContainerModule = httpServicesModule(pageHttpClient(platform.window)),
): Container => {
  const c = new Container({ defaultScope: 'Singleton' });
  c.loadSync(platformModule(platform), shellModule, services, storesModule);
  return c;
};

export const adminStoresOf = (c: Container): AdminStores => c.get<AdminStores>(T.stores);

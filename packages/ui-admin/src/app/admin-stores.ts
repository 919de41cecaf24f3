import type {
  DistributionService,
  PartnerKeyService,
  PolicyMaintenanceService,
  WebhookService,
} from '@tripx/application';
import { DEFAULT_ORGANIZATION_CODE } from '@tripx/domain';
import { cardFrameOrigin, ContentStore, metaFrameOrigin, type Clock } from '@tripx/ui-flow';
import { lazyBooking, type Booking, type BookingAppServices } from '../features/booking/booking.services';
import { AgentFormDrafts } from '../features/distribution/agents/agent-form-drafts';
import {
  composeDistributionStores,
  type DistributionStores,
} from '../features/distribution/shared/distribution-stores';
import type { LoadErrorLabels } from '../features/distribution/shared/error-labels';
import { composePolicyStores, type PolicyStores } from '../features/policies/policy-stores';
import type { RouterStore } from '../features/routing/router.store';
import { forgetWhenSessionMoves } from '../features/session/session-bound';
import type { SessionStore } from '../features/session/session.store';
import type { ToastStore } from '../features/toasts/toast.store';
import { staffSignInOf } from '../features/sso/sso.view';
import { WebhooksStore } from '../features/webhooks/webhooks.store';

/** What the views of the staff app read, through one React context provided at the root. */
export interface AdminStores {
  readonly session: SessionStore;
  readonly router: RouterStore;
  readonly toasts: ToastStore;
  readonly policies: PolicyStores;
  readonly distribution: DistributionStores;
  /** The webhooks screen's store, made afresh for the organization it starts with. */
  readonly webhooks: (organizationCode: string) => WebhooksStore;
  /** The booking's stores and flow, made when a booking screen first opens. */
  readonly booking: () => Booking;
  /** The default organization's content (CM), loaded when a not-found or server-error screen shows. */
  readonly defaultOrganization: ContentStore;
  /** Loads the API's error labels into the page's i18next instance, once. */
  readonly errorLabels: LoadErrorLabels;
  /** Who signs staff in, as the server wrote it in the page (`demo`, `entra`, a host; '' unknown). */
  readonly staffSignIn: string;
}

export interface AdminStoreDeps {
  readonly session: SessionStore;
  readonly router: RouterStore;
  readonly toasts: ToastStore;
  readonly clock: Clock;
  readonly window: Window;
  readonly policyService: PolicyMaintenanceService;
  readonly distributionService: DistributionService;
  readonly partnerKeyService: PartnerKeyService;
  readonly webhookService: WebhookService;
  readonly bookingServices: BookingAppServices;
  readonly errorLabels: LoadErrorLabels;
}

/** The staff app's stores over its services (the container passes the HTTP ones, tests fakes). */
export const composeAdminStores = (d: AdminStoreDeps): AdminStores => {
  const { session, router, toasts, clock, window: w } = d;
  const booking = lazyBooking(
    {
      router,
      session,
      clock,
      storage: w.sessionStorage,
      window: w,
      cardFrameOrigin: cardFrameOrigin(w.location, metaFrameOrigin(w.document)),
      referringAgents: async () => {
        const r = await d.distributionService.referringAgents();
        if (!r.ok) throw new Error(r.failure.code);
        return r.value;
      },
    },
    d.bookingServices,
  );
  const agentDrafts = new AgentFormDrafts(w.sessionStorage, () => session.user?.userRef);
  // Like the booking's slices: unsaved agent forms end with the session (sign-out, expiry, another user).
  forgetWhenSessionMoves(
    () => session.user?.userRef,
    () => agentDrafts.cleared(),
  );
  return {
    session,
    router,
    toasts,
    policies: composePolicyStores(d.policyService),
    distribution: composeDistributionStores(
      d.distributionService,
      () => router.lang,
      clock,
      d.partnerKeyService,
      router,
      agentDrafts,
    ),
    webhooks: (organizationCode) => new WebhooksStore(d.webhookService, organizationCode),
    booking,
    defaultOrganization: new ContentStore(d.bookingServices.contentService, () => DEFAULT_ORGANIZATION_CODE),
    errorLabels: d.errorLabels,
    staffSignIn: staffSignInOf(w.document),
  };
};

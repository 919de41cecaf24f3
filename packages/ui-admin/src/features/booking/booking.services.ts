import {
  HttpClient,
  HttpContentService,
  HttpLocationService,
  type ContentService,
} from '@tripx/adapters-http/client';
import {
  blockedBefore,
  cardFrameOrigin,
  ContentStore,
  metaFrameOrigin,
  resetFlow,
  systemClock,
  type FlowStep,
} from '@tripx/ui-flow';
import { httpFlowServices } from '@tripx/ui-flow/http-services';
import type { FlowView } from '@tripx/ui-flow/views';
import axios from 'axios';
import type { Container } from 'inversify';
import { reaction } from 'mobx';
import { ADMIN_TOKENS } from '../../app/admin.tokens';
import { distributionService } from '../distribution/shared/distribution-service';
import type { RouterStore } from '../routing/router.store';
import type { SessionStore } from '../session/session.store';
import { bookingPaymentQuestions } from './booking-options.view';
import {
  composeBookingStores,
  type BookingDeps,
  type BookingServices,
  type BookingStores,
} from './booking-stores';

/** The booking routes of spec 2.2 and the step of the shared flow each shows. */
export const BOOKING_PATHS: Readonly<Record<FlowStep, string>> = {
  travellerDetails: '/',
  tripDetails: '/quote',
  planSelection: '/plan',
  quoteSummary: '/summary',
  contactDetails: '/travellers',
  payment: '/booking',
  confirmation: '/confirmation',
};

/** A booking in the staff app: the shared flow's stores and views, and the content of the user's organization. */
export interface Booking {
  readonly stores: BookingStores;
  /** Contract texts (terms, Bill 96 consent) and the organization's category (spec 6). */
  readonly content: ContentStore;
  readonly flow: FlowView;
  /** The first step not done before `step` (a booking route opened too early goes there). */
  blockedBefore(step: FlowStep): FlowStep | undefined;
}

/**
 * The staff app's booking over its services: the content of the organization the user works for
 * follows the page language and a switch (spec 6), and so do the referring agents.
 */
export const composeBooking = (
  d: Omit<BookingDeps, 'organizationCategory' | 'lang' | 'claims'> & {
    readonly router: RouterStore;
    readonly session: SessionStore;
  },
  services: BookingServices & { readonly contentService: ContentService },
): Booking => {
  const { router, session } = d;
  const content = new ContentStore(
    services.contentService,
    () => session.user?.organizationCode ?? undefined,
  );
  const stores = composeBookingStores(
    {
      ...d,
      lang: () => router.lang,
      claims: () => session.state.claims,
      organizationCategory: () => content.organizationCategory,
    },
    services,
  );
  reaction(
    () => [router.lang, session.user?.organizationCode] as const,
    () => void content.load(router.lang, undefined).then(() => stores.options.loadAgents()),
    { fireImmediately: true },
  );
  const progress = { quoteForm: stores.quoteForm, tripDetails: stores.tripDetails, later: stores };
  const forget = () => {
    resetFlow(progress);
    stores.options.reset();
    stores.slices.clearAll();
  };
  // Another organization (another contract, plans and agents) or the session's end (the next person at
  // this workstation): the booking made so far is not carried over, in memory or in sessionStorage.
  reaction(
    () => session.user?.organizationCode,
    (_code, before) => {
      if (before !== undefined) forget();
    },
  );
  const flow: FlowView = {
    ...progress,
    get lang() {
      return router.lang;
    },
    clock: d.clock,
    cardFrameOrigin: d.cardFrameOrigin,
    showCountry: true,
    navigate: (step) => router.navigate(BOOKING_PATHS[step]),
    contractText: (key) => content.text(key),
    loadLater: async () => stores,
    startOver: () => {
      forget();
      router.navigate(BOOKING_PATHS.travellerDetails);
    },
    PaymentQuestions: bookingPaymentQuestions(stores),
  };
  return { stores, content, flow, blockedBefore: (step) => blockedBefore(progress, step) };
};

const BOOKING = Symbol.for('tripx.admin.booking');

/** The container's booking, made on first use over HTTP; a test binds its own first (`bindBooking`). */
export const booking = (c: Container): Booking => {
  if (!c.isBound(BOOKING)) {
    const router = c.get<RouterStore>(ADMIN_TOKENS.routerStore);
    const distribution = distributionService(c);
    // No start(): the first unsafe call fetches the CSRF token (the client's stale-session retry).
    const http = new HttpClient(axios.create({ timeout: 30_000 }), {
      lang: () => router.lang,
      refCode: () => undefined,
    });
    const b = composeBooking(
      {
        router,
        session: c.get<SessionStore>(ADMIN_TOKENS.sessionStore),
        clock: systemClock,
        storage: window.sessionStorage,
        window,
        cardFrameOrigin: cardFrameOrigin(window.location, metaFrameOrigin(document)),
        referringAgents: async () => {
          const r = await distribution.referringAgents();
          if (!r.ok) throw new Error(r.failure.code);
          return r.value;
        },
      },
      {
        contentService: new HttpContentService(http),
        locationService: new HttpLocationService(http),
        ...httpFlowServices(http),
      },
    );
    bindBooking(c, b);
  }
  return c.get<Booking>(BOOKING);
};

export const bindBooking = (c: Container, b: Booking): void => {
  c.bind<Booking>(BOOKING).toConstantValue(b);
};

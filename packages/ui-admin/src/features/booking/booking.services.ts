import type { ContentService } from '@tripx/application';
import { blockedBefore, ContentStore, resetFlow, type FlowStep } from '@tripx/ui-flow';
import type { FlowView } from '@tripx/ui-flow/views';
import { reaction } from 'mobx';
import type { RouterStore } from '../routing/router.store';
import { forgetWhenSessionMoves } from '../session/session-bound';
import type { SessionStore } from '../session/session.store';
import { bookingPaymentQuestions } from './booking-options.view';
import { BOOKING_PATHS } from './booking-paths';
import {
  composeBookingStores,
  type BookingDeps,
  type BookingServices,
  type BookingStores,
} from './booking-stores';

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
  d: Omit<BookingDeps, 'organizationCategory' | 'lang' | 'claims' | 'userType'> & {
    readonly router: RouterStore;
    readonly session: SessionStore;
  },
  services: BookingAppServices,
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
      userType: () => session.user?.userType ?? null,
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
  forgetWhenSessionMoves(() => session.user?.organizationCode, forget);
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
    get premiumDisplay() {
      return content.premiumDisplay;
    },
    loadLater: async () => stores,
    startOver: () => {
      forget();
      router.navigate(BOOKING_PATHS.travellerDetails);
    },
    PaymentQuestions: bookingPaymentQuestions(stores),
  };
  return { stores, content, flow, blockedBefore: (step) => blockedBefore(progress, step) };
};

/** The booking's services: content, places and the shared flow's (quote, plans, purchase). */
export type BookingAppServices = BookingServices & { readonly contentService: ContentService };

/**
 * The app's booking, made when a booking screen first opens (its content and referring agents load
 * then, not for staff who never book).
 */
export const lazyBooking = (
  d: Parameters<typeof composeBooking>[0],
  services: BookingAppServices,
): (() => Booking) => {
  let made: Booking | undefined;
  return () => (made ??= composeBooking(d, services));
};

import type { LocationService } from '@tripx/application';
import type { Language } from '@tripx/domain';
import {
  composeLaterFlowStores,
  QuoteFormStore,
  SessionSlices,
  TripDetailsStore,
  type Clock,
  type LaterFlowServices,
  type LaterFlowStores,
  type SliceStorage,
} from '@tripx/ui-flow';
import { ADMIN_SLICE_PREFIX } from '../../platform/storage-keys';
import { withBookingChoices } from './booking-options';
import { BookingOptionsStore, type BookingOptionsContext } from './booking-options.store';

export interface BookingServices extends LaterFlowServices {
  readonly locationService: LocationService;
}

export interface BookingDeps extends BookingOptionsContext {
  readonly lang: () => Language;
  readonly clock: Clock;
  readonly storage: SliceStorage | undefined;
  readonly window: Window;
  readonly cardFrameOrigin: string;
}

/** The booking screens' stores: the purchase flow's (the same as the purchase app's) and the staff questions. */
export interface BookingStores extends LaterFlowStores {
  readonly quoteForm: QuoteFormStore;
  readonly tripDetails: TripDetailsStore;
  readonly options: BookingOptionsStore;
  readonly slices: SessionSlices;
}

/**
 * The staff app's composition of the shared flow: its own session slices, the staff
 * questions shaping the purchase (referring agent, application date) and a method without a card
 * (cash, paid at the agency) replacing the card frame.
 */
export const composeBookingStores = (d: BookingDeps, services: BookingServices): BookingStores => {
  const slices = new SessionSlices(d.storage, ADMIN_SLICE_PREFIX);
  const options = new BookingOptionsStore(d, slices);
  const quoteForm = new QuoteFormStore(d.clock, slices);
  const tripDetails = new TripDetailsStore(services.locationService, slices);
  const later = composeLaterFlowStores(
    {
      lang: d.lang,
      clock: d.clock,
      slices,
      window: d.window,
      cardFrameOrigin: d.cardFrameOrigin,
      quoteForm,
      tripDetails,
      shapePurchase: (body) => withBookingChoices(body, options.choices),
      collectedMethod: () => options.collectedMethod,
      choicesComplete: () => options.errors.length === 0,
    },
    services,
  );
  return { ...later, quoteForm, tripDetails, options, slices };
};

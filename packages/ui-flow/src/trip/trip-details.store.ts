import type { LocationService, TravelLocation } from '@tripx/application';
import {
  EMPTY_DESTINATION_LIST,
  addDestination,
  formatFurthestDestination,
  furthestDestinationOf,
  isCountryPlace,
  removeDestination,
  validateDestinations,
  type DestinationList,
  type DestinationLocation,
  type FieldError,
  type Language,
} from '@tripx/domain';
import * as t from 'io-ts';
import { action, computed, makeObservable, observable, runInAction } from 'mobx';
import type { SessionSlices } from '../platform/session-slices';

const LocationCodec = t.type({
  id: t.string,
  iata: t.string,
  name: t.string,
  city: t.string,
  state: t.string,
  country: t.string,
});

/** The travelLocations slice: what the destination selector holds (spec 2.8, 3). */
export const TravelLocationsSlice = t.type({
  departureText: t.string,
  departure: t.union([LocationCodec, t.null]),
  destinations: t.array(LocationCodec),
  submitted: t.boolean,
});

/** Where the traveller leaves from and goes: outside Canada (false) or within it (true). */
export interface TripScope {
  readonly lang: Language;
  readonly departureInCanada: boolean;
  readonly destinationsInCanada: boolean;
}

export const toDestination = (l: TravelLocation): DestinationLocation => ({
  id: String(l.id),
  iata: l.iata,
  name: l.name,
  city: l.city,
  state: l.state,
  country: l.country,
});

/** The label a location shows in the lists: city, airport code and country. */
export const locationLabel = (l: Pick<DestinationLocation, 'city' | 'iata' | 'name' | 'country'>): string =>
  isCountryPlace(l) ? `${l.name}, ${l.country}` : `${l.city || l.name} (${l.iata}), ${l.country}`;

/**
 * The destination selector (spec 2.8, 5.5): a departure-city autosuggest and a list of destinations
 * added with a button and removed one by one. Searches go to GraphQL; a failed search shows nothing.
 */
export class TripDetailsStore {
  departureText = '';
  departure: DestinationLocation | null = null;
  departureSuggestions: readonly DestinationLocation[] = [];
  destinationText = '';
  pendingDestination: DestinationLocation | null = null;
  destinationSuggestions: readonly DestinationLocation[] = [];
  destinations: DestinationList = EMPTY_DESTINATION_LIST;
  touched: ReadonlySet<string> = new Set();
  submitAttempted = false;
  submitted = false;

  constructor(
    private readonly locations: LocationService,
    slices: SessionSlices,
  ) {
    makeObservable(this, {
      departureText: observable,
      departure: observable.ref,
      departureSuggestions: observable.ref,
      destinationText: observable,
      pendingDestination: observable.ref,
      destinationSuggestions: observable.ref,
      destinations: observable.ref,
      touched: observable.ref,
      submitAttempted: observable,
      submitted: observable,
      allErrors: computed,
      furthestDestination: computed,
      destinationPlaces: computed,
      departureTyped: action,
      departurePicked: action,
      destinationTyped: action,
      destinationPicked: action,
      destinationAddClicked: action,
      destinationRemoved: action,
      fieldBlurred: action,
      submitClicked: action,
      reset: action,
    });
    const saved = slices.load('travelLocations', TravelLocationsSlice);
    if (saved) {
      this.departureText = saved.departureText;
      this.departure = saved.departure;
      this.destinations = saved.destinations;
      this.submitted = saved.submitted;
    }
    slices.persist('travelLocations', () => ({
      departureText: this.departureText,
      departure: this.departure,
      destinations: this.destinations,
      submitted: this.submitted,
    }));
  }

  get allErrors(): readonly FieldError[] {
    return validateDestinations({
      departureCity: this.departureText,
      isValidLocation: this.departure !== null && this.departureText === locationLabel(this.departure),
      destinations: this.destinations,
      ...(this.pendingDestination ? { pendingDestination: this.pendingDestination } : {}),
    });
  }

  errorOf(field: 'departureCity' | 'destination'): FieldError | undefined {
    const e = this.allErrors.find((x) => x.field === field);
    return e && (this.submitAttempted || this.touched.has(field) || e.code === 'duplicateDestination')
      ? e
      : undefined;
  }

  /** The quote's furthestDestination (spec 3): the last destination added. */
  get furthestDestination(): string {
    return this.destinationPlaces[this.destinationPlaces.length - 1] ?? '';
  }

  /** Every destination as the quote payload writes them (`IATA,CC`): the server derives discounts from them. */
  get destinationPlaces(): readonly string[] {
    return this.destinations.map((d) => formatFurthestDestination(furthestDestinationOf(d)));
  }

  get departureLocation(): string {
    return this.departure ? this.departure.iata || this.departure.name : '';
  }

  departureTyped(text: string): void {
    this.departureText = text;
    this.submitted = false;
  }

  async departureSearched(search: string, scope: TripScope): Promise<void> {
    const rows = await this.locations.departureCities({
      search,
      outsideCanada: !scope.departureInCanada,
      lang: scope.lang,
    });
    runInAction(() => (this.departureSuggestions = rows.map(toDestination)));
  }

  departurePicked(location: DestinationLocation): void {
    this.departure = location;
    this.departureText = locationLabel(location);
    this.submitted = false;
  }

  destinationTyped(text: string): void {
    this.destinationText = text;
    this.pendingDestination = null;
  }

  async destinationSearched(search: string, scope: TripScope): Promise<void> {
    const rows = await this.locations.destinations({
      search,
      outsideCanada: !scope.destinationsInCanada,
      lang: scope.lang,
    });
    runInAction(() => (this.destinationSuggestions = rows.map(toDestination)));
  }

  destinationPicked(location: DestinationLocation): void {
    this.pendingDestination = location;
    this.destinationText = locationLabel(location);
  }

  /** The add button: the picked location joins the list unless it is already there (spec 5.5). */
  destinationAddClicked(): void {
    if (!this.pendingDestination) {
      this.touched = new Set([...this.touched, 'destination']);
      return;
    }
    const r = addDestination(this.destinations, this.pendingDestination);
    if (!r.ok) return;
    this.destinations = r.value;
    this.pendingDestination = null;
    this.destinationText = '';
    this.submitted = false;
  }

  destinationRemoved(id: string): void {
    this.destinations = removeDestination(this.destinations, id);
    this.submitted = false;
  }

  fieldBlurred(field: 'departureCity' | 'destination'): void {
    this.touched = new Set([...this.touched, field]);
  }

  /** Continue: a picked-but-not-added destination is added first, as spec 5.5 counts it. */
  submitClicked(): boolean {
    if (this.pendingDestination && this.allErrors.length === 0) this.destinationAddClicked();
    this.submitAttempted = true;
    this.submitted = this.allErrors.length === 0;
    return this.submitted;
  }

  reset(): void {
    this.departureText = '';
    this.departure = null;
    this.destinations = EMPTY_DESTINATION_LIST;
    this.pendingDestination = null;
    this.destinationText = '';
    this.touched = new Set();
    this.submitAttempted = false;
    this.submitted = false;
  }
}

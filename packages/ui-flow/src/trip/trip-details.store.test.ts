import { describe, expect, it } from 'vitest';
import { SessionSlices, memoryStorage } from '../platform/session-slices';
import { FRANCE, LONDON, PARIS, TORONTO, fakeLocations } from '../test-support/fake-locations';
import { TripDetailsStore, locationLabel, toDestination } from './trip-details.store';

const scope = { lang: 'en' as const, departureInCanada: true, destinationsInCanada: false };

describe('TripDetailsStore (spec 5.5)', () => {
  it('requires a departure city picked from the suggestions', async () => {
    const s = new TripDetailsStore(fakeLocations([TORONTO, PARIS]), new SessionSlices(memoryStorage()));
    s.submitClicked();
    expect(s.errorOf('departureCity')?.code).toBe('required');
    s.departureTyped('Toronto');
    expect(s.errorOf('departureCity')?.code).toBe('invalidLocation');
    await s.departureSearched('tor', scope);
    expect(s.departureSuggestions.map((l) => l.iata)).toEqual(['YYZ']);
    s.departurePicked(s.departureSuggestions[0]!);
    expect(s.errorOf('departureCity')).toBeUndefined();
    expect(s.departureLocation).toBe('YYZ');
  });

  it('searches destinations outside Canada when the trip leaves Canada', async () => {
    const s = new TripDetailsStore(fakeLocations([TORONTO, PARIS]), new SessionSlices(memoryStorage()));
    await s.destinationSearched('p', scope);
    expect(s.destinationSuggestions.map((l) => l.iata)).toEqual(['CDG']);
  });

  it('adds destinations with the button, refuses a duplicate and removes one', () => {
    const s = new TripDetailsStore(fakeLocations([]), new SessionSlices(memoryStorage()));
    s.destinationPicked(toDestination(PARIS));
    s.destinationAddClicked();
    s.destinationPicked(toDestination(PARIS));
    expect(s.errorOf('destination')?.code).toBe('duplicateDestination');
    s.destinationPicked(toDestination(LONDON));
    s.destinationAddClicked();
    expect(s.destinations.map((d) => d.iata)).toEqual(['CDG', 'LHR']);
    expect(s.furthestDestination).toBe('LHR,GB');
    s.destinationRemoved('3');
    expect(s.destinations.map((d) => d.iata)).toEqual(['CDG']);
  });

  it('counts a picked destination on continue and adds it (spec 5.5)', () => {
    const s = new TripDetailsStore(fakeLocations([]), new SessionSlices(memoryStorage()));
    s.departurePicked(toDestination(TORONTO));
    s.destinationPicked(toDestination(PARIS));
    expect(s.submitClicked()).toBe(true);
    expect(s.destinations).toHaveLength(1);
  });

  it('a reload keeps the places', () => {
    const storage = memoryStorage();
    const s = new TripDetailsStore(fakeLocations([]), new SessionSlices(storage));
    s.departurePicked(toDestination(TORONTO));
    s.destinationPicked(toDestination(PARIS));
    s.submitClicked();
    const again = new TripDetailsStore(fakeLocations([]), new SessionSlices(storage));
    expect(again.departureText).toBe(s.departureText);
    expect(again.destinations).toEqual(s.destinations);
    expect(again.submitted).toBe(true);
  });

  it('offers a whole country, labels it by name and quotes it as the country alone (issue 16)', async () => {
    const s = new TripDetailsStore(fakeLocations([FRANCE, PARIS]), new SessionSlices(memoryStorage()));
    await s.destinationSearched('fr', scope);
    expect(s.destinationSuggestions.map(locationLabel)).toEqual(['France, FR']);
    s.departurePicked(toDestination(TORONTO));
    s.destinationPicked(s.destinationSuggestions[0]!);
    expect(s.destinationText).toBe('France, FR');
    s.destinationAddClicked();
    s.destinationPicked(toDestination(PARIS));
    s.destinationAddClicked();
    expect(s.destinationPlaces).toEqual(['FR', 'CDG,FR']);
    expect(locationLabel(toDestination(PARIS))).toBe('Paris (CDG), FR');
    expect(s.submitClicked()).toBe(true);
  });
});

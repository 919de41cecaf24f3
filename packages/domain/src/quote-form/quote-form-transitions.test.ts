import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays, daysBetween, type CalendarDate } from '../shared/calendar-date';
import { arbDate } from '../test-support/arbitraries';
import { aQuoteForm, TODAY } from '../test-support/quote-form';
import {
  countryChanged,
  departureDateChanged,
  isReturnDateReadOnly,
  multiTripChanged,
  quoteTravellerAdded,
  quoteTravellerRemoved,
} from './quote-form-transitions';

describe('quote form transitions (spec 4.2)', () => {
  it('multi-trip on: departure defaults to today and return is 364 days later, read-only', () => {
    const form = multiTripChanged(aQuoteForm({ departureDate: '', returnDate: '' }), 'true', TODAY);
    expect(form.departureDate).toBe(TODAY);
    expect(form.returnDate).toBe('2026-06-14');
    expect(form.returnDateMultiTrip).toBe('2026-06-14');
    expect(isReturnDateReadOnly(form)).toBe(true);
  });

  it('multi-trip on keeps a chosen departure; off leaves the dates to the user', () => {
    const on = multiTripChanged(aQuoteForm({ departureDate: '2025-07-01' }), 'true', TODAY);
    expect([on.departureDate, on.returnDate]).toEqual(['2025-07-01', '2026-06-30']);
    const off = multiTripChanged(on, 'false', TODAY);
    expect([off.multiTrip, off.returnDate, off.returnDateMultiTrip]).toEqual(['false', '2026-06-30', '']);
    expect(isReturnDateReadOnly(off)).toBe(false);
  });

  it('a departure change moves the return only while multi-trip is on', () => {
    expect(departureDateChanged(aQuoteForm({ multiTrip: 'true' }), '2025-09-01').returnDate).toBe(
      '2026-08-31',
    );
    expect(departureDateChanged(aQuoteForm({ multiTrip: 'true' }), '31/12').returnDate).toBe('');
    expect(departureDateChanged(aQuoteForm({ returnDate: '2025-07-14' }), '2025-07-02').returnDate).toBe(
      '2025-07-14',
    );
  });

  it('a non-Canada country resets travelOutsideCanada to false', () => {
    expect(countryChanged(aQuoteForm({ travelOutsideCanada: 'true' }), 'US').travelOutsideCanada).toBe(
      'false',
    );
    expect(countryChanged(aQuoteForm({ travelOutsideCanada: 'true' }), 'CA').travelOutsideCanada).toBe(
      'true',
    );
  });

  it('adding and removing travellers keeps the numbering from 1', () => {
    const three = quoteTravellerAdded(quoteTravellerAdded(aQuoteForm()));
    expect(three.travellers.map((t) => t.referenceNumber)).toEqual([1, 2, 3]);
    const two = quoteTravellerRemoved(three, 1);
    expect(two.travellers.map((t) => t.referenceNumber)).toEqual([1, 2]);
    expect(two.travellers[0]?.age).toBe('');
  });

  it('property: with multi-trip on, the return is always departure + 364 days', () => {
    fc.assert(
      fc.property(arbDate, arbDate, fc.boolean(), (departure, today, viaToggle) => {
        const form = viaToggle
          ? multiTripChanged(aQuoteForm({ departureDate: departure }), 'true', today)
          : departureDateChanged(aQuoteForm({ multiTrip: 'true' }), departure);
        expect(form.departureDate).toBe(departure);
        expect(daysBetween(departure, form.returnDate as CalendarDate)).toBe(364);
        expect(form.returnDate).toBe(addDays(departure, 364));
      }),
    );
  });

  it('property: any country but CA answers travelOutsideCanada with false; CA keeps the answer', () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.constantFrom('CA', 'ca', 'US', 'FR', 'IN'), fc.string({ maxLength: 3 })),
        fc.constantFrom('true' as const, 'false' as const, '' as const),
        (country, answer) => {
          const after = countryChanged(aQuoteForm({ travelOutsideCanada: answer }), country);
          expect(after.country).toBe(country);
          expect(after.travelOutsideCanada).toBe(country.trim().toUpperCase() === 'CA' ? answer : 'false');
        },
      ),
    );
  });
});

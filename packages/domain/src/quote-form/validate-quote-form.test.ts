import { describe, expect, it } from 'vitest';
import type { FieldError } from '../shared/result';
import { aQuoteContext, aQuoteForm, aQuoteTraveller, travellersAged } from '../test-support/quote-form';
import type { QuoteForm, QuoteFormContext } from './quote-form';
import { validateQuoteForm } from './validate-quote-form';

const errorsOf = (form: Partial<QuoteForm>, context: Partial<QuoteFormContext> = {}) =>
  validateQuoteForm(aQuoteForm(form), aQuoteContext(context));
const pairs = (errors: readonly FieldError[]) => errors.map((e) => `${e.field}:${e.code}`);

describe('validateQuoteForm: the complete form', () => {
  it('accepts the builder form', () => {
    expect(errorsOf({})).toEqual([]);
  });

  it('requires the seven fields of spec 5.1', () => {
    const errors = errorsOf({
      bookingDate: '',
      departureDate: ' ',
      returnDate: '',
      province: '',
      travelOutsideCanada: '',
      multiTrip: '',
      familyPlans: '',
    });
    expect(pairs(errors)).toEqual([
      'bookingDate:required',
      'departureDate:required',
      'returnDate:required',
      'province:required',
      'travelOutsideCanada:required',
      'multiTrip:required',
      'familyPlans:required',
    ]);
  });

  it('requires at least one traveller', () => {
    expect(pairs(errorsOf({ travellers: [] }))).toEqual(['travellers:required']);
  });
});

describe('validateQuoteForm: dates', () => {
  it('invalidDate on a day that does not exist', () => {
    expect(pairs(errorsOf({ departureDate: '2025-02-30' }))).toEqual(['departureDate:invalidDate']);
    expect(pairs(errorsOf({ arrivingDate: 'soon' }))).toEqual(['arrivingDate:invalidDate']);
  });

  it('returnLtDepart on the return date and departGtReturn on the departure date', () => {
    expect(pairs(errorsOf({ departureDate: '2025-07-10', returnDate: '2025-07-09' }))).toEqual([
      'returnDate:returnLtDepart',
      'departureDate:departGtReturn',
    ]);
  });

  it('tripDurationGt on both dates past the configured maximum, counting days inclusively', () => {
    const limits = { maxTripDays: 10 };
    expect(errorsOf({ departureDate: '2025-07-01', returnDate: '2025-07-10' }, { limits })).toEqual([]);
    expect(errorsOf({ departureDate: '2025-07-01', returnDate: '2025-07-11' }, { limits })).toEqual([
      { field: 'departureDate', code: 'tripDurationGt', params: { maxTripDays: 10 } },
      { field: 'returnDate', code: 'tripDurationGt', params: { maxTripDays: 10 } },
    ]);
  });

  it('does not apply the trip maximum to the computed multi-trip return date', () => {
    const form = { multiTrip: 'true' as const, departureDate: '2025-07-01', returnDate: '2026-06-30' };
    expect(errorsOf(form, { limits: { maxTripDays: 30 } })).toEqual([]);
  });

  it('departurePastDt before today, not on today', () => {
    expect(pairs(errorsOf({ departureDate: '2025-06-14' }))).toEqual(['departureDate:departurePastDt']);
    expect(errorsOf({ departureDate: '2025-06-15' })).toEqual([]);
  });

  it('departureFutureDt after one year less a day', () => {
    const form = { departureDate: '2026-06-15', returnDate: '2026-06-20' };
    expect(pairs(errorsOf(form))).toEqual(['departureDate:departureFutureDt']);
    expect(errorsOf({ departureDate: '2026-06-14', returnDate: '2026-06-20' })).toEqual([]);
  });

  it('bookingFutureDt when the booking date is after today', () => {
    expect(pairs(errorsOf({ bookingDate: '2025-06-16' }))).toEqual(['bookingDate:bookingFutureDt']);
    expect(errorsOf({ bookingDate: '2025-06-15' })).toEqual([]);
  });

  it('coverageDaysGood when a top-up would start after the existing plan ran out', () => {
    const topUp = {
      travellerCategory: 'TOP_UP' as const,
      departureDate: '2025-06-15',
      returnDate: '2025-06-30',
    };
    // A top-up is bought during the trip: its departure is in the past, only this rule applies.
    const day = '2025-06-25' as QuoteFormContext['applicationDate'];
    const context = { today: day, applicationDate: day };
    expect(errorsOf({ ...topUp, planCoverageDayCount: '10' }, context)).toEqual([]);
    expect(errorsOf({ ...topUp, planCoverageDayCount: '9' }, context)).toEqual([
      { field: 'departureDate', code: 'coverageDaysGood', params: { existingCoverageDays: 9 } },
    ]);
  });

  it('a top-up needs its existing coverage days, as digits', () => {
    const topUp = { travellerCategory: 'TOP_UP' as const };
    expect(pairs(errorsOf({ ...topUp, planCoverageDayCount: '' }))).toEqual([
      'planCoverageDayCount:required',
    ]);
    expect(pairs(errorsOf({ ...topUp, planCoverageDayCount: '1e3' }))).toEqual([
      'planCoverageDayCount:coverageDaysDigits',
    ]);
  });
});

describe('validateQuoteForm: travellers', () => {
  const withTraveller = (t: Parameters<typeof aQuoteTraveller>[0], context = {}) =>
    pairs(errorsOf({ travellers: [aQuoteTraveller(t)] }, context));

  it('age required unless a date of birth gives it', () => {
    expect(withTraveller({ age: '' })).toEqual(['travellers[0].age:required']);
    expect(withTraveller({ age: '', dateOfBirth: '1990-01-01' })).toEqual([]);
  });

  it('ageDigits when the age is not digits only', () => {
    expect(withTraveller({ age: '4O' })).toEqual(['travellers[0].age:ageDigits']);
    expect(withTraveller({ age: '-3' })).toEqual(['travellers[0].age:ageDigits']);
  });

  it('ageGt above the maximum and ageLt below the minimum', () => {
    const limits = { minAge: 18, maxAge: 85 };
    expect(withTraveller({ age: '86' }, { limits })).toEqual(['travellers[0].age:ageGt']);
    expect(withTraveller({ age: '85' }, { limits })).toEqual([]);
    expect(withTraveller({ age: '17' }, { limits })).toEqual(['travellers[0].age:ageLt']);
  });

  it('ageGt also for an age that comes from a date of birth', () => {
    expect(withTraveller({ age: '', dateOfBirth: '1900-01-01' })).toEqual(['travellers[0].age:ageGt']);
  });

  it('invalidDate on a traveller date of birth that is not a day', () => {
    expect(withTraveller({ age: '', dateOfBirth: '1990-13-01' })).toEqual([
      'travellers[0].dateOfBirth:invalidDate',
    ]);
  });

  it('trip cost required; a comma is a decimal separator', () => {
    expect(withTraveller({ tripCost: '' })).toEqual(['travellers[0].tripCost:required']);
    expect(withTraveller({ tripCost: '1234,56' })).toEqual([]);
  });

  it('tripCostInvalid beyond 15 digits or 2 decimals', () => {
    expect(withTraveller({ tripCost: '12.345' })).toEqual(['travellers[0].tripCost:tripCostInvalid']);
    expect(withTraveller({ tripCost: '1 000' })).toEqual(['travellers[0].tripCost:tripCostInvalid']);
  });

  it('tripCostGt above the maximum and tripCostLt below the minimum', () => {
    const limits = { minTripCostCents: 10_000, maxTripCostCents: 500_000 };
    expect(withTraveller({ tripCost: '5000,01' }, { limits })).toEqual(['travellers[0].tripCost:tripCostGt']);
    expect(withTraveller({ tripCost: '5000' }, { limits })).toEqual([]);
    expect(withTraveller({ tripCost: '99.99' }, { limits })).toEqual(['travellers[0].tripCost:tripCostLt']);
  });

  it('maxTravellers above 12', () => {
    expect(pairs(errorsOf({ travellers: travellersAged(...Array<number>(12).fill(30)) }))).toEqual([]);
    expect(pairs(errorsOf({ travellers: travellersAged(...Array<number>(13).fill(30)) }))).toEqual([
      'travellers:maxTravellers',
    ]);
  });

  it('rates visitors on their age at departure and others on the application date', () => {
    const traveller = aQuoteTraveller({ age: '', dateOfBirth: '1926-07-01' });
    const form = { travellers: [traveller], departureDate: '2025-07-01', returnDate: '2025-07-02' };
    expect(errorsOf(form)).toEqual([]); // 98 on 2025-06-15
    expect(
      pairs(errorsOf({ ...form, travellerCategory: 'VISITOR_TO_CANADA' }, { limits: { maxAge: 98 } })),
    ).toEqual(['travellers[0].age:ageGt']);
  });
});

describe('validateQuoteForm: family plan', () => {
  const family = (...ages: number[]) =>
    pairs(errorsOf({ familyPlans: 'true', travellers: travellersAged(...ages) }));

  it('accepts two parents and a child', () => {
    expect(family(40, 38, 10)).toEqual([]);
  });

  it('familyPlans with fewer than 2 travellers', () => {
    expect(family(40)).toEqual(['familyPlans:familyPlans']);
  });

  it('familyMaxAge on each traveller over 59', () => {
    expect(family(60, 10)).toEqual(['travellers[0].age:familyMaxAge']);
    expect(family(59, 10)).toEqual([]);
  });

  it('familyPrimaryMaxAge on a traveller older than the primary', () => {
    expect(family(40, 41, 10)).toEqual(['travellers[1].age:familyPrimaryMaxAge']);
  });

  it('familyRule when the others break the composition rule', () => {
    expect(family(40, 38)).toEqual(['familyPlans:familyRule']);
    expect(family(50, 40, 30, 26, 10)).toEqual(['familyPlans:familyRule']);
  });

  it('waits for every age before judging the family', () => {
    expect(pairs(errorsOf({ familyPlans: 'true', travellers: travellersAged(40, '') }))).toEqual([
      'travellers[1].age:required',
    ]);
  });
});

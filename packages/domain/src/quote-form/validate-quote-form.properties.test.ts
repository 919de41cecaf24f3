import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays, daysBetween, tripDays } from '../shared/calendar-date';
import { arbDate } from '../test-support/arbitraries';
import {
  aQuoteContext,
  aQuoteForm,
  aQuoteTraveller,
  arbFamilyAge,
  arbJunkQuoteForm,
  travellersAged,
} from '../test-support/quote-form';
import { QUOTE_FORM_CODES } from './quote-form.codes';
import { validateQuoteForm } from './validate-quote-form';

const codesOn = (errors: readonly { field: string; code: string }[], field: string) =>
  errors.filter((e) => e.field === field).map((e) => e.code);

describe('validateQuoteForm properties', () => {
  it('property: never throws on junk and only returns its own codes', () => {
    fc.assert(
      fc.property(arbJunkQuoteForm, arbDate, (form, today) => {
        const errors = validateQuoteForm(form, aQuoteContext({ today, applicationDate: today }));
        expect(Array.isArray(errors)).toBe(true);
        for (const e of errors) expect(QUOTE_FORM_CODES).toContain(e.code);
      }),
    );
  });

  it('property: the departure limit is exact: today + 364 days is allowed, today + 365 is not', () => {
    fc.assert(
      fc.property(arbDate, fc.integer({ min: -3, max: 3 }), (today, shift) => {
        const departureDate = addDays(today, 364 + shift);
        const form = aQuoteForm({ departureDate, returnDate: addDays(departureDate, 3), bookingDate: today });
        const codes = codesOn(
          validateQuoteForm(form, aQuoteContext({ today, applicationDate: today })),
          'departureDate',
        );
        expect(codes.includes('departureFutureDt')).toBe(shift >= 1);
      }),
    );
  });

  it('property: departurePastDt exactly when the departure is before today', () => {
    fc.assert(
      fc.property(arbDate, fc.integer({ min: -400, max: 400 }), (today, offset) => {
        const departureDate = addDays(today, offset);
        const form = aQuoteForm({ departureDate, returnDate: departureDate, bookingDate: today });
        const codes = codesOn(
          validateQuoteForm(form, aQuoteContext({ today, applicationDate: today })),
          'departureDate',
        );
        expect(codes.includes('departurePastDt')).toBe(offset < 0);
      }),
    );
  });

  it('property: returnLtDepart and departGtReturn come together, exactly when return < departure', () => {
    fc.assert(
      fc.property(arbDate, arbDate, (departureDate, returnDate) => {
        const errors = validateQuoteForm(aQuoteForm({ departureDate, returnDate }), aQuoteContext());
        const before = returnDate < departureDate;
        expect(codesOn(errors, 'returnDate').includes('returnLtDepart')).toBe(before);
        expect(codesOn(errors, 'departureDate').includes('departGtReturn')).toBe(before);
      }),
    );
  });

  it('property: tripDurationGt on both dates exactly when the inclusive trip exceeds the maximum', () => {
    fc.assert(
      fc.property(
        arbDate,
        fc.integer({ min: 0, max: 400 }),
        fc.integer({ min: 1, max: 400 }),
        (dep, len, max) => {
          const returnDate = addDays(dep, len);
          const errors = validateQuoteForm(
            aQuoteForm({ departureDate: dep, returnDate }),
            aQuoteContext({ limits: { maxTripDays: max } }),
          );
          const tooLong = tripDays(dep, returnDate) > max;
          expect(codesOn(errors, 'departureDate').includes('tripDurationGt')).toBe(tooLong);
          expect(codesOn(errors, 'returnDate').includes('tripDurationGt')).toBe(tooLong);
        },
      ),
    );
  });

  it('property: bookingFutureDt exactly when the booking date is after today', () => {
    fc.assert(
      fc.property(arbDate, arbDate, (today, bookingDate) => {
        const errors = validateQuoteForm(
          aQuoteForm({ bookingDate }),
          aQuoteContext({ today, applicationDate: today }),
        );
        expect(codesOn(errors, 'bookingDate').includes('bookingFutureDt')).toBe(bookingDate > today);
      }),
    );
  });

  it('property: coverageDaysGood exactly when departure + existing days falls before the application date', () => {
    fc.assert(
      fc.property(arbDate, fc.integer({ min: -100, max: 100 }), fc.nat(200), (dep, gap, days) => {
        const applicationDate = addDays(dep, gap);
        const form = aQuoteForm({
          travellerCategory: 'TOP_UP',
          departureDate: dep,
          planCoverageDayCount: String(days),
        });
        const errors = validateQuoteForm(form, aQuoteContext({ applicationDate }));
        const expired = addDays(dep, days) < applicationDate;
        expect(daysBetween(dep, applicationDate) > days).toBe(expired);
        expect(codesOn(errors, 'departureDate').includes('coverageDaysGood')).toBe(expired);
      }),
    );
  });

  it('property: a typed age is refused with ageDigits exactly when it is not digits only', () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.stringMatching(/^\d{1,3}$/), fc.string({ minLength: 1, maxLength: 4 })),
        (age) => {
          fc.pre(age.trim() !== '');
          const form = aQuoteForm({ travellers: [aQuoteTraveller({ age })] });
          const codes = codesOn(
            validateQuoteForm(form, aQuoteContext({ limits: { maxAge: 999 } })),
            'travellers[0].age',
          );
          expect(codes.includes('ageDigits')).toBe(!/^\d+$/.test(age.trim()));
        },
      ),
    );
  });

  it('property: familyMaxAge marks exactly the family members over 59', () => {
    fc.assert(
      fc.property(fc.array(arbFamilyAge, { minLength: 2, maxLength: 6 }), (ages) => {
        const errors = validateQuoteForm(
          aQuoteForm({ familyPlans: 'true', travellers: travellersAged(...ages) }),
          aQuoteContext(),
        );
        const marked = errors.filter((e) => e.code === 'familyMaxAge').map((e) => e.field);
        const over = ages.flatMap((a, i) => (a > 59 ? [`travellers[${i}].age`] : []));
        expect(marked).toEqual(over);
      }),
    );
  });
});

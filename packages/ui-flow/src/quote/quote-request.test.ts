import { LIMITS, TRAVELLER_CATEGORIES, categoryFields, effectiveQuoteForm } from '@tripx/domain';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { TODAY, aQuoteForm, travellersAged } from '../test-support/builders';
import { buildQuoteRequest } from '@tripx/application';

const ctx = { lang: 'en' as const, today: TODAY, plansFor: () => [] };
const arbAges = fc.array(fc.integer({ min: 0, max: 99 }), { minLength: 1, maxLength: LIMITS.maxTravellers });

describe('the quote payload of a quick quote (spec 3)', () => {
  it('sends the trip, the category and a dependent date of birth derived from the age', () => {
    const r = buildQuoteRequest(
      aQuoteForm({ familyPlans: 'true', travellers: travellersAged(40, 38, 10) }),
      ctx,
    );
    expect(r?.travellerType).toBe('FAMILY');
    expect(r?.paxes.map((p) => p.referenceNumber)).toEqual([1, 2]);
    expect(r?.dependents).toEqual([{ referenceNumber: 3, dateOfBirth: '2016-03-02', tripCostCents: 100000 }]);
    expect(r?.tripInformation).toMatchObject({
      tripType: 'SINGLE',
      provinceOfResidence: 'ON',
      countryOfResidence: 'CANADA',
    });
  });

  it('property: every traveller is sent once, and only a family has dependents, never its primary', () => {
    fc.assert(
      fc.property(arbAges, fc.boolean(), (ages, family) => {
        const r = buildQuoteRequest(
          aQuoteForm({ familyPlans: family ? 'true' : 'false', travellers: travellersAged(...ages) }),
          ctx,
        );
        const refs = [...(r?.paxes ?? []), ...(r?.dependents ?? [])]
          .map((p) => p.referenceNumber)
          .sort((a, b) => a - b);
        expect(refs).toEqual(ages.map((_, i) => i + 1));
        const dependents = r?.dependents ?? [];
        if (!family) expect(dependents).toEqual([]);
        expect(dependents.some((d) => d.referenceNumber === 1)).toBe(false);
        for (const d of dependents)
          expect(ages[d.referenceNumber - 1]).toBeLessThanOrEqual(LIMITS.adultThreshold);
      }),
    );
  });

  it('property: a question the category does not ask never stays unanswered', () => {
    const yesNo = fc.constantFrom('true' as const, 'false' as const, '' as const);
    fc.assert(
      fc.property(
        fc.constantFrom(...TRAVELLER_CATEGORIES),
        yesNo,
        yesNo,
        yesNo,
        yesNo,
        (category, a, b, c, d) => {
          const form = effectiveQuoteForm(
            aQuoteForm({
              travellerCategory: category,
              travelOutsideCanada: a,
              multiTrip: b,
              familyPlans: c,
              superVisa: d,
              bookingDate: '',
            }),
            TODAY,
          );
          const asked = categoryFields(category);
          for (const [field, shown] of [
            ['travelOutsideCanada', asked.travelOutsideCanada],
            ['multiTrip', asked.multiTrip],
            ['familyPlans', asked.familyPlans],
            ['superVisa', asked.superVisa],
            ['bookingDate', asked.bookingDate],
          ] as const)
            if (!shown) expect(form[field]).not.toBe('');
        },
      ),
    );
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { aPax, aQuoteRequest, date } from '../test-support/pricing';
import { addDays, addYears } from '../shared/calendar-date';
import type { QuoteRequest } from '../pricing/quote-request';
import { checkSale } from './check-sale';
import { SALE_RULE_CODES, type SaleRuleCode } from './sale-rules.codes';

const TODAY = date('2025-06-01');
const errorsOf = (request: QuoteRequest) => {
  const r = checkSale(request, TODAY);
  return r.ok ? [] : r.errors;
};
const family = (...ages: number[]) =>
  aQuoteRequest({
    travellerType: 'FAMILY',
    paxes: ages.map((age, i) => aPax({ referenceNumber: i + 1, age })),
  });
const student = (trip: Partial<QuoteRequest['tripInformation']> = {}) =>
  aQuoteRequest({
    travellerCategory: 'STUDENT',
    tripInformation: {
      studentType: 'CANADIAN_OUTSIDE',
      educationStartDate: date('2025-07-02'),
      educationEndDate: date('2025-07-10'),
      fullTimeStudent: true,
      provincialHealthCoverage: true,
      ...trip,
    },
  });

/** Each code of the sale rules, once, on the request path the API answers it at. */
const cases: readonly [SaleRuleCode, string, QuoteRequest][] = [
  ['familyRule', 'travellerType', family(30, 27, 26, 28)],
  ['familyPlans', 'travellerType', family(40)],
  ['familyMaxAge', 'paxes.0.age', family(60, 10)],
  [
    'familyPrimaryMaxAge',
    'dependents.0.dateOfBirth',
    aQuoteRequest({
      travellerType: 'FAMILY',
      paxes: [aPax({ age: 20 }), aPax({ referenceNumber: 2, age: 40 })],
      dependents: [{ referenceNumber: 3, dateOfBirth: addYears(TODAY, -22) }],
    }),
  ],
  [
    'departurePastDt',
    'tripInformation.startDate',
    aQuoteRequest({ tripInformation: { startDate: addDays(TODAY, -1) } }),
  ],
  [
    'departureFutureDt',
    'tripInformation.startDate',
    aQuoteRequest({ tripInformation: { startDate: addDays(TODAY, 365), endDate: addDays(TODAY, 370) } }),
  ],
  [
    'bookingFutureDt',
    'paxes.1.tripBookingDate',
    aQuoteRequest({
      paxes: [
        aPax({ tripBookingDate: TODAY }),
        aPax({ referenceNumber: 2, tripBookingDate: addDays(TODAY, 1) }),
      ],
    }),
  ],
  ['applicationFutureDt', 'applicationDate', aQuoteRequest({ applicationDate: addDays(TODAY, 1) })],
  [
    'coverageDaysGood',
    'tripInformation.startDate',
    aQuoteRequest({
      travellerCategory: 'TOP_UP',
      tripInformation: { startDate: addDays(TODAY, -11), existingCoverageDays: 10 },
    }),
  ],
  [
    'multiTripReturnDate',
    'tripInformation.endDate',
    aQuoteRequest({ tripInformation: { tripType: 'MULTIPLE' } }),
  ],
  ['required', 'tripInformation.fullTimeStudent', student({ fullTimeStudent: undefined })],
  ['studentFullTimeOnly', 'tripInformation.fullTimeStudent', student({ fullTimeStudent: false })],
  [
    'provincialHealthRequired',
    'tripInformation.provincialHealthCoverage',
    student({ provincialHealthCoverage: false }),
  ],
];

describe('checkSale: the server refuses what the quote form refuses (spec 5.1, 5.5, PRODUCT.md)', () => {
  it('has an example for every sale-rule code', () => {
    expect(new Set(cases.map(([code]) => code))).toEqual(new Set(SALE_RULE_CODES));
  });

  it.each(cases)('%s at %s', (code, field, request) => {
    expect(errorsOf(request)).toContainEqual(expect.objectContaining({ field, code }));
  });

  it('accepts the default request, a family that keeps the rule, and a top-up that started', () => {
    expect(errorsOf(aQuoteRequest())).toEqual([]);
    expect(errorsOf(family(40, 38, 12))).toEqual([]);
    const topUp = {
      travellerCategory: 'TOP_UP' as const,
      tripInformation: { startDate: addDays(TODAY, -10), existingCoverageDays: 10 },
    };
    expect(errorsOf(aQuoteRequest(topUp))).toEqual([]);
  });

  it('a student aged 46 today is refused a departure two years ago (it would rate them at 44)', () => {
    const dateOfBirth = addYears(addDays(TODAY, -30), -46);
    const request = student({ startDate: addYears(TODAY, -2), endDate: addDays(TODAY, 10) });
    expect(errorsOf({ ...request, paxes: [aPax({ age: undefined, dateOfBirth })] })).toContainEqual({
      field: 'tripInformation.startDate',
      code: 'departurePastDt',
    });
  });

  it('students: type, school dates, and coverage only asked of Canadians', () => {
    expect(errorsOf(student({ studentType: undefined, educationStartDate: undefined }))).toEqual(
      expect.arrayContaining([
        { field: 'tripInformation.studentType', code: 'required' },
        { field: 'tripInformation.educationStartDate', code: 'required' },
      ]),
    );
    expect(errorsOf(student({ studentType: 'INTERNATIONAL', provincialHealthCoverage: undefined }))).toEqual(
      [],
    );
  });

  it('the friends-and-family discounts name the employee; the employee discount does not', () => {
    expect(
      errorsOf(aQuoteRequest({ employeeType: 'RESIDE_WITH_MANULIFE_EMPLOYEE', employeeName: ' ' })),
    ).toEqual([{ field: 'employeeName', code: 'required' }]);
    expect(errorsOf(aQuoteRequest({ employeeType: 'NOT_RESIDE_WITH_MANULIFE_EMPLOYEE' }))).toHaveLength(1);
    expect(errorsOf(aQuoteRequest({ employeeType: 'MANULIFE_EMPLOYEE' }))).toEqual([]);
  });

  it('a departure city and at least one destination, never twice the same (spec 5.5)', () => {
    expect(
      errorsOf(aQuoteRequest({ tripInformation: { departureLocation: ' ', destinations: [] } })),
    ).toEqual([
      { field: 'tripInformation.departureLocation', code: 'required' },
      { field: 'tripInformation.destinations', code: 'required' },
    ]);
    expect(errorsOf(aQuoteRequest({ tripInformation: { destinations: ['LHR,GB', 'lhr,gb '] } }))).toEqual([
      { field: 'tripInformation.destinations', code: 'duplicateDestination' },
    ]);
  });

  it('the within-Canada discount comes from the destinations, never from the flag sent', () => {
    const within = (destinations: string[], flag: boolean, international = false) => {
      const r = checkSale(
        aQuoteRequest({
          tripInformation: {
            destinations,
            travellingWithinCanada: flag,
            ...(international ? { countryOfResidence: 'INTERNATIONAL' as const } : {}),
          },
        }),
        TODAY,
      );
      return r.ok && r.value.tripInformation.travellingWithinCanada;
    };
    expect(within(['YVR,CA', 'YHZ,CA'], false)).toBe(true);
    expect(within(['YVR,CA', 'CDG,FR'], true)).toBe(false);
    expect(within(['CDG,FR'], true)).toBe(false);
    expect(within(['YVR,CA'], true, true)).toBe(false);
    // A whole country picked in the destination search is written as the country alone (issue 16).
    expect(within(['CA'], false)).toBe(true);
    expect(within(['CA', 'YVR,CA'], false)).toBe(true);
    expect(within(['FR'], true)).toBe(false);
    expect(checkSale(aQuoteRequest({ tripInformation: { destinations: ['FR', 'CDG,FR'] } }), TODAY).ok).toBe(
      true,
    );
  });

  it('property: departurePastDt iff the departure is before today, departureFutureDt iff more than 364 days ahead', () => {
    fc.assert(
      fc.property(fc.integer({ min: -400, max: 400 }), fc.boolean(), (offset, topUp) => {
        const startDate = addDays(TODAY, offset);
        const request = aQuoteRequest({
          ...(topUp ? { travellerCategory: 'TOP_UP' as const } : {}),
          tripInformation: { startDate, endDate: addDays(startDate, 5), existingCoverageDays: 999 },
        });
        const codes = errorsOf(request)
          .filter((e) => e.field === 'tripInformation.startDate')
          .map((e) => e.code);
        expect(codes.includes('departurePastDt')).toBe(offset < 0 && !topUp);
        expect(codes.includes('departureFutureDt')).toBe(offset > 364);
      }),
    );
  });

  it('property: a multi-trip plan is accepted iff it returns 364 days after it leaves', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 400 }), (length) => {
        const startDate = addDays(TODAY, 3);
        const request = aQuoteRequest({
          tripInformation: { tripType: 'MULTIPLE', startDate, endDate: addDays(startDate, length) },
        });
        const refused = errorsOf(request).some((e) => e.code === 'multiTripReturnDate');
        expect(refused).toBe(length !== 364);
      }),
    );
  });
});

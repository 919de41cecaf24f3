import {
  buildQuoteRequest,
  QuoteUseCase,
  validatePurchase,
  type PurchaseRequestBody,
  type QuoteRequestBody,
} from '@tripx/application';
import {
  addDays,
  apiPathOf,
  cardHolderNameErrors,
  dateOfBirthFromAge,
  DESTINATION_CODES,
  effectiveQuoteForm,
  formatFurthestDestination,
  parseCalendarDate,
  quoteLimitsFor,
  referenceDateFor,
  referringAgentErrors,
  SALE_RULE_CODES,
  studentSchoolErrors,
  validateDestinations,
  validateQuoteForm,
  type DestinationLocation,
  type FieldError,
  type QuoteForm,
  type TravellerCategory,
} from '@tripx/domain';
import { arbSaleFormFacts, PLAN_OF_CATEGORY, sampleCatalogue, saleFormOf } from '@tripx/domain/test-support';
import { Effect } from 'effect';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { TODAY } from '../test-support/builders';

/**
 * Issue 15: whatever the purchase flow's forms refuse, POST /api/quote and the purchase refuse
 * too, with the same code on the API path of the same field (`apiPathOf`, the one mapping).
 * Forms are generated with well-formed values (what can reach a body); the rules decide.
 */
const RULE_CODES: readonly string[] = [...SALE_RULE_CODES, ...DESTINATION_CODES];

const PLACES: readonly DestinationLocation[] = [
  { id: 'CDG', iata: 'CDG', name: 'Paris', city: 'Paris', state: '', country: 'FR' },
  { id: 'YVR', iata: 'YVR', name: 'Vancouver', city: 'Vancouver', state: 'BC', country: 'CA' },
  { id: 'MCO', iata: 'MCO', name: 'Orlando', city: 'Orlando', state: 'FL', country: 'US' },
];

const day = (offset: number) => addDays(TODAY, offset);
const arbSale = fc
  .tuple(
    arbSaleFormFacts,
    fc.record({
      departureCity: fc.constantFrom('', 'YYZ'),
      destinations: fc.array(fc.constantFrom(...PLACES), { maxLength: 3 }),
      cardHolderName: fc.constantFrom('', '  ', 'Ann Lee'),
      schoolName: fc.constantFrom('', 'McGill'),
      agency: fc.boolean(),
      referringAgent: fc.constantFrom('', 'INSURER'),
    }),
  )
  .map(([facts, later]) => ({ ...facts, ...later }));
type Sale = typeof arbSale extends fc.Arbitrary<infer S> ? S : never;

const formOf = (s: Sale): QuoteForm =>
  effectiveQuoteForm(
    {
      ...saleFormOf(s, day),
      departureLocation: s.departureCity,
      destinations: s.destinations.map((d) =>
        formatFurthestDestination({ airport: d.iata, country: d.country }),
      ),
    },
    TODAY,
  );

/** What the quick quote and the destination selector refuse, on their own fields. */
const quoteFormErrors = (s: Sale, form: QuoteForm): readonly FieldError[] => [
  ...validateQuoteForm(form, { today: TODAY, applicationDate: TODAY, limits: quoteLimitsFor(s.category) }),
  ...validateDestinations({
    departureCity: s.departureCity,
    isValidLocation: s.departureCity !== '',
    destinations: s.destinations,
  }),
];

const quoteBodyOf = (form: QuoteForm): QuoteRequestBody => {
  const body = buildQuoteRequest(form, {
    lang: 'en',
    today: TODAY,
    plansFor: () => [{ code: PLAN_OF_CATEGORY[form.travellerCategory as TravellerCategory] }],
  });
  if (!body) throw new Error('a well-formed form always builds a request');
  return body;
};

const quoteUseCase = new QuoteUseCase(
  { load: () => Effect.succeed(sampleCatalogue()) },
  { now: () => new Date(`${TODAY}T15:00:00Z`) },
);
const apiQuoteErrors = (body: unknown) => {
  const r = Effect.runSync(Effect.either(quoteUseCase.execute(body)));
  return r._tag === 'Left' && r.left._tag === 'InvalidRequest' ? r.left.fields : [];
};

/** The purchase of that quote, each traveller with a date of birth that gives the quoted age. */
const purchaseOf = (s: Sale, quote: QuoteRequestBody): PurchaseRequestBody => {
  const reference = referenceDateFor(
    quote.travellerCategory,
    parseCalendarDate(quote.tripInformation.startDate),
    TODAY,
  );
  return {
    ...quote,
    tripInformation: {
      ...quote.tripInformation,
      ...(s.schoolName ? { schoolName: s.schoolName, schoolCity: 'Montréal' } : {}),
    },
    ratesVersion: '2026-01-01' as PurchaseRequestBody['ratesVersion'],
    expectedTotalCents: 0,
    lang: 'en',
    paxes: quote.paxes.map((p) => ({
      ...p,
      ...(p.age !== undefined ? { dateOfBirth: dateOfBirthFromAge(p.age, reference) ?? reference } : {}),
      firstName: 'Ann',
      lastName: 'Lee',
      payment: {
        method: 'CREDIT_CARD' as const,
        details: { paymentType: 'TOKEN' as const, dataKey: 'tok_1', cardHolderName: s.cardHolderName },
      },
    })),
    contact: {
      email: 'ann@example.com',
      phone: '416-555-0100',
      address: {
        addressLine1: '1 King St',
        city: 'Toronto',
        postalCode: 'M5H 1A1',
        province: 'ON',
        country: 'CA',
      },
    },
    ...(s.referringAgent ? { referredBy: s.referringAgent } : {}),
  };
};

/** What the later steps refuse: the school on the travellers step, the card holder, the referring agent. */
const laterFormErrors = (s: Sale, quote: QuoteRequestBody): readonly FieldError[] => [
  ...(s.category === 'STUDENT'
    ? studentSchoolErrors({ schoolName: s.schoolName, schoolCity: s.schoolName ? 'Montréal' : '' }).map(
        (e) => ({
          ...e,
          field: `1.${e.field}`,
        }),
      )
    : []),
  ...cardHolderNameErrors({
    individualPayment: true,
    travellers: quote.paxes.map((p) => ({
      paxId: String(p.referenceNumber),
      cardHolderName: s.cardHolderName,
    })),
  }),
  ...referringAgentErrors(s.agency, s.referringAgent),
];

const caller = {
  sessionKey: 's',
  profileRef: 'u',
  userType: 'CIAM_ID',
  claims: [],
  organizationCode: 'AG1',
  salesChannel: 'b2b',
} as const;
const apiPurchaseErrors = (s: Sale, body: PurchaseRequestBody) => {
  const r = validatePurchase(body, caller, s.agency ? 'AGENCY' : 'DIRECT', TODAY);
  return r.ok ? [] : r.errors.map((e) => ({ path: e.field, code: e.code }));
};

const onApiPaths = (errors: readonly FieldError[], body: QuoteRequestBody) =>
  errors
    .filter((e) => RULE_CODES.includes(e.code) || e.code.endsWith('Required'))
    .map((e) => ({ path: apiPathOf(e.field, body), code: e.code }));

describe('the server refuses what the forms refuse (issue 15, property)', () => {
  it('POST /api/quote: the same code on the API path of every field the quote form refuses', () => {
    fc.assert(
      fc.property(arbSale, (s) => {
        const form = formOf(s);
        const body = quoteBodyOf(form);
        const formErrors = onApiPaths(quoteFormErrors(s, form), body);
        const api = apiQuoteErrors(body);
        for (const e of formErrors) expect(api).toContainEqual(e);
        // And the other way: a form with nothing to say gets no rule refusal from the server.
        if (formErrors.length === 0) expect(api.filter((e) => RULE_CODES.includes(e.code))).toEqual([]);
      }),
      { numRuns: 300 },
    );
  });

  it('the purchase: the same, for the quote form and the later steps', () => {
    fc.assert(
      fc.property(arbSale, (s) => {
        const form = formOf(s);
        const quote = quoteBodyOf(form);
        const body = purchaseOf(s, quote);
        const formErrors = onApiPaths([...quoteFormErrors(s, form), ...laterFormErrors(s, quote)], body);
        const api = apiPurchaseErrors(s, body);
        for (const e of formErrors) expect(api).toContainEqual(e);
      }),
      { numRuns: 300 },
    );
  });

  it('the example of the issue: four adults (30, 27, 26, 28) as a family, refused by both', () => {
    const fourAdults: Sale = {
      category: 'TRAVELLING_CANADIANS',
      studentType: '',
      ages: [30, 27, 26, 28],
      family: true,
      multiTrip: false,
      departure: 10,
      length: 10,
      booking: 0,
      coverageDays: 0,
      employeeType: '',
      employeeName: '',
      fullTime: '',
      provincial: '',
      schoolDates: false,
      departureCity: 'YYZ',
      destinations: [PLACES[0] as DestinationLocation],
      cardHolderName: 'Ann Lee',
      schoolName: '',
      agency: false,
      referringAgent: '',
    };
    const form = formOf(fourAdults);
    expect(quoteFormErrors(fourAdults, form)).toEqual([{ field: 'familyPlans', code: 'familyRule' }]);
    expect(apiQuoteErrors(quoteBodyOf(form))).toEqual([{ path: 'travellerType', code: 'familyRule' }]);
  });
});

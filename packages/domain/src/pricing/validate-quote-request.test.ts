import { describe, expect, it } from 'vitest';
import { aPax, aPlanEntry, aQuoteRequest, date, sampleCatalogue } from '../test-support/pricing';
import { priceQuote } from './price-quote';
import { QUOTE_REQUEST_CODES, type QuoteRequestCode } from './pricing.codes';
import type { QuoteRequest } from './quote-request';

const errorsOf = (request: QuoteRequest) => {
  const quote = priceQuote(sampleCatalogue(), request);
  return quote.ok ? [] : quote.errors;
};
const paxes = (n: number) => Array.from({ length: n }, (_, i) => aPax({ referenceNumber: i + 1 }));

const cases: readonly [QuoteRequestCode, string, QuoteRequest][] = [
  ['paxesRequired', 'paxes', aQuoteRequest({ paxes: [] })],
  ['maxTravellers', 'paxes', aQuoteRequest({ paxes: paxes(13) })],
  ['ageRequired', 'paxes.0.age', aQuoteRequest({ paxes: [{ ...aPax(), age: undefined }] })],
  [
    'dateOfBirthFuture',
    'paxes.0.dateOfBirth',
    aQuoteRequest({ paxes: [aPax({ dateOfBirth: date('2025-06-02') })] }),
  ],
  ['referenceNumberDuplicate', 'paxes.1.referenceNumber', aQuoteRequest({ paxes: [aPax(), aPax()] })],
  [
    'returnLtDepart',
    'tripInformation.endDate',
    aQuoteRequest({ tripInformation: { endDate: date('2025-06-30') } }),
  ],
  ['familyPlans', 'travellerType', aQuoteRequest({ travellerType: 'FAMILY' })],
  ['plansRequired', 'paxes.0.plans', aQuoteRequest({ paxes: [aPax({ plans: [] })] })],
  [
    'planDuplicate',
    'paxes.0.plans.1.code',
    aQuoteRequest({ paxes: [aPax({ plans: [aPlanEntry(), aPlanEntry()] })] }),
  ],
  [
    'existingCoverageDaysRequired',
    'tripInformation.existingCoverageDays',
    aQuoteRequest({
      travellerCategory: 'TOP_UP',
      paxes: [aPax({ plans: [aPlanEntry({ code: 'SEMTUH' })] })],
    }),
  ],
  [
    'studentTypeRequired',
    'tripInformation.studentType',
    aQuoteRequest({
      travellerCategory: 'STUDENT',
      paxes: [aPax({ plans: [aPlanEntry({ code: 'STCIH' })] })],
    }),
  ],
  [
    'dependentsFamilyOnly',
    'dependents',
    aQuoteRequest({ dependents: [{ referenceNumber: 2, dateOfBirth: date('2015-01-01') }] }),
  ],
  ['ratesVersionUnknown', 'ratesVersion', aQuoteRequest({ ratesVersion: date('2025-03-01') })],
  ['noRatesInForce', 'applicationDate', aQuoteRequest({ applicationDate: date('2024-12-31') })],
];

describe('quote requests the engine refuses as a whole', () => {
  it('has an example for every request code', () => {
    expect(new Set(cases.map(([code]) => code))).toEqual(new Set(QUOTE_REQUEST_CODES));
  });

  it.each(cases)('%s at %s', (code, field, request) => {
    expect(errorsOf(request)).toContainEqual(expect.objectContaining({ field, code }));
  });

  it('accepts the default request', () => {
    expect(errorsOf(aQuoteRequest())).toEqual([]);
  });
});

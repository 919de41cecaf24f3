import { describe, expect, it } from 'vitest';
import type { CatalogueData } from '../catalogue/catalogue';
import {
  aPax,
  aPlanEntry,
  aQuoteRequest,
  aVisitorRequest,
  date,
  editAt,
  healthyAnswers,
  mutableCatalogueData,
  sampleCatalogue,
  withAnswers,
} from '../test-support/pricing';
import { prepareCatalogue } from './prepare-catalogue';
import type { RatingCatalogue } from './prepared-catalogue';
import { priceQuote } from './price-quote';
import { BENEFIT_REASON_CODES, PLAN_REASON_CODES, type PricingReason } from './pricing.codes';
import type { PlanQuote, Quote } from './quote';
import type { QuoteRequest } from './quote-request';

const catalogueWith = (edit: (d: CatalogueData) => void): RatingCatalogue => {
  const data = mutableCatalogueData();
  edit(data);
  const prepared = prepareCatalogue(data);
  if (!prepared.ok) throw new Error(JSON.stringify(prepared.errors));
  return prepared.value;
};
/** A catalogue whose 2025 rates lack a plan or a benefit (the load checks make that impossible). */
const withoutRates = (plan?: string, benefit?: string): RatingCatalogue => {
  const c = sampleCatalogue();
  return {
    ...c,
    versions: c.versions.map((v) => ({
      ...v,
      plans: new Map([...v.plans].filter(([code]) => code !== plan)),
      benefits: new Map([...v.benefits].filter(([code]) => code !== benefit)),
    })),
  };
};
const lines = (request: QuoteRequest, catalogue = sampleCatalogue()): PlanQuote[] => {
  const q = priceQuote(catalogue, request);
  if (!q.ok) throw new Error(JSON.stringify(q.errors));
  return (q.value as Quote).paxes.flatMap((p) => p.plans);
};
const mq = (planClass: 'OCM' | 'VTC', answers = healthyAnswers(planClass), declaration = true) => [
  { planClass, answers, declaration },
];
const semh = (tripPreference = {}) => aPlanEntry({ code: 'SEMH', tripPreference });
const visitor = (code: 'SVTCBH' | 'SVTCSH' | 'MAIH', coverageAmount?: number, deductible?: number) =>
  aPlanEntry({ code, tripPreference: { coverageAmount, deductible } });
const student = (studentType: 'CANADIAN_INSIDE' | 'CANADIAN_OUTSIDE' | 'INTERNATIONAL', more = {}) =>
  aQuoteRequest({
    travellerCategory: 'STUDENT',
    paxes: [aPax({ age: 20, plans: [aPlanEntry({ code: 'STCIH' })] })],
    tripInformation: { studentType, ...more },
  });
const topUp = (startDate: string, endDate: string, existingCoverageDays: number) =>
  aQuoteRequest({
    travellerCategory: 'TOP_UP',
    paxes: [aPax({ plans: [aPlanEntry({ code: 'SEMTUH' })] })],
    tripInformation: { startDate: date(startDate), endDate: date(endDate), existingCoverageDays },
  });
const family = (
  ages: number[],
  entry = semh(),
  category: 'TRAVELLING_CANADIANS' | 'VISITOR_TO_CANADA' = 'TRAVELLING_CANADIANS',
) =>
  aQuoteRequest({
    travellerCategory: category,
    travellerType: 'FAMILY',
    paxes: ages.map((age, i) => aPax({ referenceNumber: i + 1, age, plans: [entry] })),
    ...(category === 'VISITOR_TO_CANADA'
      ? { tripInformation: { countryOfResidence: 'INTERNATIONAL' as const } }
      : {}),
  });

/** [reason, the request, the catalogue when not the sample, which line shows it]. */
const cases: readonly [PricingReason, QuoteRequest, RatingCatalogue?, number?][] = [
  ['planCategory', aVisitorRequest({ plans: [semh()] })],
  [
    'planMinAge',
    aVisitorRequest({ age: undefined, dateOfBirth: date('2025-05-20') }, { startDate: date('2025-06-10') }),
  ],
  [
    'planMaxAge',
    { ...student('INTERNATIONAL'), paxes: [aPax({ age: 45, plans: [aPlanEntry({ code: 'STCIH' })] })] },
  ],
  [
    'provinceNotOffered',
    aQuoteRequest({ tripInformation: { provinceOfResidence: 'QC' } }),
    catalogueWith((d) => editAt(d, ['plans', 0, 'eligibility', 'provinces'], ['ON'])),
  ],
  ['superVisaPlan', aVisitorRequest({ plans: [visitor('MAIH', 100_000)] }, { isSuperVisa: true })],
  ['superVisaCoverage', aVisitorRequest({ plans: [visitor('SVTCBH', 50_000)] }, { isSuperVisa: true })],
  ['superVisaDays', aVisitorRequest({}, { isSuperVisa: true, endDate: date('2026-06-29') })],
  ['coverageAmountRequired', aVisitorRequest({ plans: [visitor('SVTCBH')] })],
  ['coverageAmountOption', aVisitorRequest({ plans: [visitor('SVTCBH', 30_000)] })],
  [
    'coverageMaxAge',
    aVisitorRequest({ age: 70, plans: [visitor('SVTCBH', 150_000, 500)], medicalQuestionnaires: mq('VTC') }),
  ],
  ['deductibleOption', aQuoteRequest({ paxes: [aPax({ plans: [semh({ deductible: 250 })] })] })],
  ['tripDaysRequired', aQuoteRequest({ paxes: [aPax({ plans: [aPlanEntry({ code: 'MEMH' })] })] })],
  [
    'daysPerTripOption',
    aQuoteRequest({
      paxes: [aPax({ plans: [aPlanEntry({ code: 'MEMH', tripPreference: { daysPerTrip: 7 } })] })],
    }),
  ],
  ['tripDurationGt', aQuoteRequest({ tripInformation: { endDate: date('2026-01-29') } })],
  [
    'tripDurationLt',
    aQuoteRequest(),
    catalogueWith((d) => editAt(d, ['plans', 0, 'eligibility', 'minTripDays'], 15)),
  ],
  [
    'studentTypeOption',
    student('CANADIAN_INSIDE'),
    catalogueWith((d) => editAt(d, ['plans', 3, 'eligibility', 'studentTypes'], ['INTERNATIONAL'])),
  ],
  ['provincialHealthRequired', student('CANADIAN_OUTSIDE', { provincialHealthCoverage: false })],
  ['coverageDaysGood', topUp('2025-05-01', '2025-07-01', 10)],
  ['topUpDaysRequired', topUp('2025-06-01', '2025-06-10', 10)],
  ['topUpDaysMax', topUp('2025-06-01', '2026-07-01', 30)],
  [
    'familyNotOffered',
    {
      ...topUp('2025-06-01', '2025-07-01', 10),
      travellerType: 'FAMILY',
      dependents: [{ referenceNumber: 2, dateOfBirth: date('2015-01-01') }],
    },
  ],
  ['familyMaxAge', family([60, 55])],
  [
    'familyMemberNotEligible',
    {
      ...family([40, 38], visitor('SVTCBH', 100_000), 'VISITOR_TO_CANADA'),
      // A baby 21 days old on the start date: visitors must be 30 days old.
      dependents: [{ referenceNumber: 3, dateOfBirth: date('2025-05-25') }],
      tripInformation: { ...aVisitorRequest().tripInformation, startDate: date('2025-06-15') },
    },
  ],
  ['familyMemberMqRequired', family([45, 38], visitor('SVTCSH', 100_000), 'VISITOR_TO_CANADA'), undefined, 1],
  ['mqRequired', aQuoteRequest({ paxes: [aPax({ age: 65 })] })],
  [
    'mqUndetermined',
    aQuoteRequest({
      paxes: [aPax({ age: 65, medicalQuestionnaires: mq('OCM', healthyAnswers('OCM'), false) })],
    }),
  ],
  [
    'mqNotEligible',
    aQuoteRequest({
      paxes: [
        aPax({
          age: 65,
          medicalQuestionnaires: mq('OCM', withAnswers(healthyAnswers('OCM'), { cancerTreatment: 'YES' })),
        }),
      ],
    }),
  ],
  ['mqDeductible', aQuoteRequest({ paxes: [aPax({ age: 65, medicalQuestionnaires: mq('OCM') })] })],
  ['planNotRated', aQuoteRequest(), withoutRates('SEMH')],
];

const benefitCases: readonly [PricingReason, QuoteRequest, RatingCatalogue?][] = [
  [
    'benefitNotOffered',
    {
      ...student('INTERNATIONAL'),
      paxes: [aPax({ age: 20, plans: [aPlanEntry({ code: 'STCIH', optionalBenefits: [{ code: 'TCI' }] })] })],
    },
  ],
  [
    'benefitIncluded',
    aQuoteRequest({ paxes: [aPax({ plans: [aPlanEntry({ optionalBenefits: [{ code: 'EMH' }] })] })] }),
  ],
  [
    'benefitParent',
    aQuoteRequest({
      paxes: [aPax({ age: 65, plans: [aPlanEntry({ optionalBenefits: [{ code: 'BAG' }] })] })],
    }),
  ],
  [
    'tripCostRequired',
    aQuoteRequest({ paxes: [aPax({ plans: [aPlanEntry({ optionalBenefits: [{ code: 'TCI' }] })] })] }),
  ],
  [
    'tripCostGt',
    aQuoteRequest({
      paxes: [
        aPax({
          plans: [
            aPlanEntry({ tripPreference: { tripCostCents: 2_000_001 }, optionalBenefits: [{ code: 'TCI' }] }),
          ],
        }),
      ],
    }),
  ],
  [
    'benefitNotRated',
    aQuoteRequest({ paxes: [aPax({ plans: [aPlanEntry({ optionalBenefits: [{ code: 'BAG' }] })] })] }),
    withoutRates(undefined, 'BAG'),
  ],
];

describe('why a traveller cannot have a plan or a benefit', () => {
  it('has an example for every reason', () => {
    expect(new Set([...cases, ...benefitCases].map(([code]) => code))).toEqual(
      new Set([...PLAN_REASON_CODES, ...BENEFIT_REASON_CODES]),
    );
  });

  it.each(cases)('%s', (reason, request, catalogue, at = 0) => {
    const found = lines(request, catalogue)[at];
    expect(found?.reasons).toContain(reason);
    expect(found).toMatchObject({ eligible: false, premiumCents: 0, totalCents: 0 });
  });

  it.each(benefitCases)('%s', (reason, request, catalogue) => {
    const benefit = lines(request, catalogue)[0]?.benefits[0];
    expect(benefit).toMatchObject({ eligible: false, reasons: [reason], totalCents: 0 });
  });
});

import fc from 'fast-check';
import plansFile from '../../../../catalogue/plans.json';
import medicalOcm from '../../../../catalogue/questionnaires/medical-ocm.json';
import medicalVtc from '../../../../catalogue/questionnaires/medical-vtc.json';
import needsAnalysis from '../../../../catalogue/questionnaires/needs-analysis.json';
import rates2025 from '../../../../catalogue/rates/2025-01-01.sample.json';
import rates2026 from '../../../../catalogue/rates/2026-01-01.sample.json';
import type { CatalogueData } from '../catalogue/catalogue';
import type { MedicalQuestionnaire } from '../catalogue/medical-questionnaire';
import type { NeedsAnalysisQuestionnaire } from '../catalogue/needs-analysis';
import type { PlanCatalogueFile } from '../catalogue/catalogue';
import type { PlanDefinition } from '../catalogue/plan';
import type { RateTable } from '../catalogue/rate-table';
import { prepareCatalogue } from '../pricing/prepare-catalogue';
import type { RatingCatalogue } from '../pricing/prepared-catalogue';
import type { MqAnswer, PlanEntry, QuotePax, QuoteRequest, TripInformation } from '../pricing/quote-request';
import type { CalendarDate } from '../shared/calendar-date';
import type { PlanCode } from '../shared/enums';

/**
 * Builders for rating tests. The catalogue is the one the product ships (`catalogue/`): adapters-fs
 * proves those files decode, so tests here may read them as the domain types.
 */
export const sampleCatalogueData = (): CatalogueData => ({
  ...(plansFile as unknown as PlanCatalogueFile),
  rateTables: [rates2025, rates2026] as unknown as RateTable[],
  medicalQuestionnaires: [medicalOcm, medicalVtc] as unknown as MedicalQuestionnaire[],
  needsAnalysis: needsAnalysis as unknown as NeedsAnalysisQuestionnaire,
});

let cached: RatingCatalogue | undefined;
export const sampleCatalogue = (): RatingCatalogue => {
  if (cached) return cached;
  const prepared = prepareCatalogue(sampleCatalogueData());
  if (!prepared.ok) throw new Error(`sample catalogue refused: ${JSON.stringify(prepared.errors)}`);
  cached = prepared.value;
  return cached;
};

/** A deep copy of the sample data, for tests that break it on purpose. */
export const mutableCatalogueData = (): CatalogueData =>
  JSON.parse(JSON.stringify(sampleCatalogueData())) as CatalogueData;

export const date = (d: string): CalendarDate => d as CalendarDate;

export const aPlanEntry = (overrides: Partial<PlanEntry> & { code?: PlanCode } = {}): PlanEntry => ({
  code: 'SEMH',
  tripPreference: {},
  adjustments: [],
  optionalBenefits: [],
  ...overrides,
});

export const aPax = (overrides: Partial<QuotePax> = {}): QuotePax => ({
  referenceNumber: 1,
  age: 35,
  plans: [aPlanEntry()],
  medicalQuestionnaires: [],
  ...overrides,
});

export const aTripInformation = (overrides: Partial<TripInformation> = {}): TripInformation => ({
  startDate: date('2025-07-01'),
  endDate: date('2025-07-14'),
  tripType: 'SINGLE',
  provinceOfResidence: 'ON',
  travellingWithinCanada: false,
  countryOfResidence: 'CANADA',
  isSuperVisa: false,
  departureLocation: 'YYZ',
  destinations: ['LHR,GB'],
  furthestDestination: 'LHR,GB',
  ...overrides,
});

export const aQuoteRequest = (
  overrides: Partial<Omit<QuoteRequest, 'tripInformation'>> & {
    tripInformation?: Partial<TripInformation>;
  } = {},
): QuoteRequest => {
  const { tripInformation, ...rest } = overrides;
  return {
    language: 'en',
    applicationDate: date('2025-06-01'),
    travellerCategory: 'TRAVELLING_CANADIANS',
    travellerType: 'SINGLE',
    paxes: [aPax()],
    dependents: [],
    calculate: true,
    ...rest,
    tripInformation: aTripInformation(tripInformation),
  };
};

/** A visitor (super visa or not) asking for one visitor plan. */
export const aVisitorRequest = (
  pax: Partial<QuotePax> = {},
  trip: Partial<TripInformation> = {},
  overrides: Partial<Omit<QuoteRequest, 'tripInformation'>> = {},
): QuoteRequest =>
  aQuoteRequest({
    travellerCategory: 'VISITOR_TO_CANADA',
    paxes: [
      aPax({ plans: [aPlanEntry({ code: 'SVTCBH', tripPreference: { coverageAmount: 100_000 } })], ...pax }),
    ],
    tripInformation: { countryOfResidence: 'INTERNATIONAL', endDate: date('2026-06-30'), ...trip },
    ...overrides,
  });

/** Answers of the sample questionnaires that rate category A (healthy, non-smoker). */
export const healthyAnswers = (planClass: 'OCM' | 'VTC'): MqAnswer[] => {
  const keys = [
    'heartCondition',
    'lungCondition',
    'homeOxygen',
    'diabetesInsulin',
    'strokeTia',
    'cancerTreatment',
    'terminalIllness',
    'hospitalStay',
    'smoker',
  ];
  if (planClass === 'VTC') keys.push('unstableCondition');
  return [...keys.map((key) => ({ key, answer: 'NO' })), { key: 'medicationCount', answer: 'NONE_TO_TWO' }];
};

/** Replaces some answers of a list. */
export const withAnswers = (answers: readonly MqAnswer[], changes: Record<string, string>): MqAnswer[] =>
  answers.map((a) => (a.key in changes ? { key: a.key, answer: changes[a.key] as string } : a));

export const arbYesNo = fc.constantFrom('YES', 'NO');
/** Any complete set of answers to a sample questionnaire. */
export const arbAnswers = (planClass: 'OCM' | 'VTC'): fc.Arbitrary<MqAnswer[]> =>
  fc
    .tuple(
      fc.array(arbYesNo, { minLength: 10, maxLength: 10 }),
      fc.constantFrom('NONE_TO_TWO', 'THREE_TO_FIVE', 'SIX_OR_MORE'),
    )
    .map(([yn, meds]) =>
      healthyAnswers(planClass).map((a, i) =>
        a.key === 'medicationCount' ? { ...a, answer: meds } : { ...a, answer: yn[i] ?? 'NO' },
      ),
    );

export type JsonPath = readonly (string | number)[];
/** Sets (or removes) a value deep in plain data: tests write there what the checks must refuse. */
export const editAt = <T>(data: T, path: JsonPath, value?: unknown, remove = false): T => {
  let node = data as unknown as Record<string | number, unknown>;
  for (const key of path.slice(0, -1)) node = node[key] as Record<string | number, unknown>;
  const last = path[path.length - 1] as string | number;
  if (remove) delete node[last];
  else node[last] = value;
  return data;
};

// ---- arbitraries of quote requests over the sample catalogue ----

const PROVINCE_LIST = ['AB', 'BC', 'MB', 'NB', 'NL', 'NS', 'NT', 'NU', 'ON', 'PE', 'QC', 'SK', 'YT'] as const;

/** A day between 2025-01-01 and 2026-12-31 (both sample rate versions are in force in that span). */
export const arbApplicationDate = fc
  .integer({ min: 0, max: 729 })
  .map((n) => new Date(Date.UTC(2025, 0, 1 + n)).toISOString().slice(0, 10) as CalendarDate);

export const plusDays = (d: CalendarDate, n: number): CalendarDate =>
  new Date(Date.parse(`${d}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10) as CalendarDate;

/** A plan entry with options the plan offers (sometimes none chosen), and some of its add-ons. */
export const arbPlanEntry = (plan: PlanDefinition): fc.Arbitrary<PlanEntry> => {
  const pick = <T>(values: readonly T[]) =>
    values.length > 0 ? fc.constantFrom(...values) : fc.constant(undefined);
  const addOns = plan.benefits.filter((b) => b.type !== 'MANDATORY').map((b) => ({ code: b.code }));
  return fc
    .record({
      deductible: pick(plan.options.deductibles),
      coverageAmount: pick(plan.options.coverageAmounts),
      daysPerTrip: pick(plan.options.daysPerTrip),
      tripCostCents: fc.option(fc.integer({ min: 0, max: 2_500_000 }), { nil: undefined }),
      optionalBenefits: fc.subarray(addOns),
    })
    .map(({ optionalBenefits, ...tripPreference }) =>
      aPlanEntry({ code: plan.code, tripPreference, optionalBenefits }),
    );
};

export const arbMqAnswers = fc
  .array(
    fc.record({
      planClass: fc.constantFrom('OCM' as const, 'VTC' as const),
      declaration: fc.boolean(),
    }),
    { maxLength: 2 },
  )
  .chain((list) =>
    fc.tuple(...list.map((l) => arbAnswers(l.planClass).map((answers) => ({ ...l, answers })))),
  );

/** Any quote request of one traveller category: 1–4 travellers of any age, any plans of the category. */
export const arbQuoteRequest = (
  category: QuoteRequest['travellerCategory'] = 'TRAVELLING_CANADIANS',
  options: { family?: boolean; superVisa?: boolean; maxAge?: number } = {},
): fc.Arbitrary<QuoteRequest> => {
  const plans = sampleCatalogue().plansByCategory.get(category) ?? [];
  const arbEntries = fc
    .subarray(plans as PlanDefinition[], { minLength: 1 })
    .chain((chosen) => fc.tuple(...chosen.map(arbPlanEntry)));
  const arbPaxes = fc.array(
    fc.record({
      // Mostly under 60 (no questionnaire, family possible), sometimes any age.
      age: fc.oneof(
        { arbitrary: fc.integer({ min: 0, max: Math.min(59, options.maxAge ?? 59) }), weight: 3 },
        { arbitrary: fc.integer({ min: 0, max: options.maxAge ?? 95 }), weight: 1 },
      ),
      plans: arbEntries,
      medicalQuestionnaires: arbMqAnswers,
    }),
    { minLength: options.family ? 2 : 1, maxLength: 4 },
  );
  return fc
    .record({
      applicationDate: arbApplicationDate,
      lead: fc.integer({ min: 0, max: 60 }),
      // Mostly short trips, sometimes long ones (super visa, students, plan maximums).
      days: fc.oneof(
        { arbitrary: fc.integer({ min: 1, max: 60 }), weight: 2 },
        { arbitrary: fc.integer({ min: 1, max: 760 }), weight: 1 },
      ),
      paxes: arbPaxes,
      family: options.family === undefined ? fc.boolean() : fc.constant(options.family),
      dependents: fc.array(fc.integer({ min: 1, max: 25 }), { maxLength: 2 }),
      province: fc.constantFrom(...PROVINCE_LIST),
      travellingWithinCanada: fc.boolean(),
      isSuperVisa: options.superVisa === undefined ? fc.boolean() : fc.constant(options.superVisa),
      employeeType: fc.option(
        fc.constantFrom(
          'MANULIFE_EMPLOYEE' as const,
          'RESIDE_WITH_MANULIFE_EMPLOYEE' as const,
          'NOT_RESIDE_WITH_MANULIFE_EMPLOYEE' as const,
        ),
        { nil: undefined },
      ),
      studentType: fc.constantFrom(
        'CANADIAN_INSIDE' as const,
        'CANADIAN_OUTSIDE' as const,
        'INTERNATIONAL' as const,
      ),
      existingCoverageDays: fc.integer({ min: 0, max: 60 }),
    })
    .map((r) => {
      const startDate = plusDays(r.applicationDate, r.lead);
      return aQuoteRequest({
        applicationDate: r.applicationDate,
        travellerCategory: category,
        travellerType: r.family ? 'FAMILY' : 'SINGLE',
        ...(r.employeeType ? { employeeType: r.employeeType } : {}),
        paxes: r.paxes.map((p, i) => aPax({ referenceNumber: i + 1, ...p })),
        dependents: r.family
          ? r.dependents.map((years, i) => ({
              referenceNumber: 10 + i,
              dateOfBirth: plusDays(r.applicationDate, -365 * years - 1),
              tripCostCents: 50_000,
            }))
          : [],
        tripInformation: {
          startDate,
          endDate: plusDays(startDate, r.days - 1),
          provinceOfResidence: r.province,
          travellingWithinCanada: r.travellingWithinCanada,
          isSuperVisa: category === 'VISITOR_TO_CANADA' && r.isSuperVisa,
          countryOfResidence:
            category === 'VISITOR_TO_CANADA' || r.studentType === 'INTERNATIONAL'
              ? 'INTERNATIONAL'
              : 'CANADA',
          studentType: r.studentType,
          existingCoverageDays: r.existingCoverageDays,
        },
      });
    });
};

export const arbCategory = fc.constantFrom(
  'TRAVELLING_CANADIANS' as const,
  'TOP_UP' as const,
  'STUDENT' as const,
  'VISITOR_TO_CANADA' as const,
);

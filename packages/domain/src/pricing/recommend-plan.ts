import type { BenefitCode } from '../catalogue/benefit';
import type { NeedsAnalysisAnswer } from '../catalogue/needs-analysis';
import type { NeedsAnswers } from './needs-answers';
import type { PlanDefinition } from '../catalogue/plan';
import { DEDUCTIBLE_PLAN_CODES, type PlanCode, type TravellerCategory } from '../shared/enums';
import type { Cents } from '../shared/money';
import type { TripPreference } from './quote-request';
import { SUPER_VISA } from './super-visa';

export const RECOMMENDATION_REASON_CODES = [
  'recSingleTrip',
  'recMultiTrip',
  'recLongTrips',
  'recTopUp',
  'recStudent',
  'recSuperVisa',
  'recVisitorBasic',
  'recVisitorStable',
  'recVisitorEnhanced',
  'recVisitorAccident',
  'recTripCancellation',
  'recTripCostNeeded',
  'recCardCancellation',
  'recBaggage',
  'recFlightAccident',
  'recExistingMedical',
  'recMqDeductible',
  'recFamily',
  'recFallback',
] as const;
export type RecommendationReason = (typeof RECOMMENDATION_REASON_CODES)[number];

export interface RecommendationInput {
  readonly category: TravellerCategory;
  readonly isSuperVisa: boolean;
  readonly age: number;
  readonly answers: NeedsAnswers;
  /** The traveller's trip cost (the quick quote's), which trip cancellation insures and is priced on. */
  readonly tripCostCents?: Cents;
}

/** The add-ons a recommendation may propose, each with the reason it gives. */
const ADD_ON_REASONS: ReadonlyMap<BenefitCode, RecommendationReason> = new Map([
  ['TCI', 'recTripCancellation'],
  ['BAG', 'recBaggage'],
  ['FTA', 'recFlightAccident'],
]);

/** The reason a recommended add-on gives, if it is one a recommendation proposes. */
export const addOnReason = (code: BenefitCode): RecommendationReason | undefined => ADD_ON_REASONS.get(code);

export interface RecommendedPlan {
  readonly code: PlanCode;
  readonly tripPreference: TripPreference;
  readonly optionalBenefits: readonly BenefitCode[];
}

export interface Recommendation {
  /** Best first; the next ones are fall-backs when the first is not eligible for the traveller. */
  readonly candidates: readonly RecommendedPlan[];
  readonly reasons: readonly RecommendationReason[];
}

const DAYS_PER_TRIP: Readonly<Record<NeedsAnalysisAnswer<'tripAverageLength'>, number | null>> = {
  UP_TO_4: 4,
  UP_TO_10: 10,
  UP_TO_18: 18,
  UP_TO_30: 30,
  UP_TO_60: 60,
  MORE_THAN_60: null,
};

interface MainPlan {
  readonly code: PlanCode;
  readonly reason: RecommendationReason;
  readonly daysPerTrip?: number;
}

const visitorPlan = (input: RecommendationInput): MainPlan => {
  const a = input.answers;
  if (a.medicalHealthInsurance === 'ENHANCED') return { code: 'SVTCEH', reason: 'recVisitorEnhanced' };
  if (a.medicalHealthInsurance === 'STABLE_PRE_EXISTING')
    return { code: 'SVTCSH', reason: 'recVisitorStable' };
  // MAIH is the visitor plan with an accident benefit, but super-visa applicants cannot have it.
  if (!input.isSuperVisa && a.flightAndTravelAccident === 'YES')
    return { code: 'MAIH', reason: 'recVisitorAccident' };
  return { code: 'SVTCBH', reason: 'recVisitorBasic' };
};

const canadianPlan = (input: RecommendationInput): MainPlan => {
  const a = input.answers;
  const days = a.tripAverageLength ? DAYS_PER_TRIP[a.tripAverageLength] : null;
  if (a.tripAverageLength === 'MORE_THAN_60') return { code: 'SEMH', reason: 'recLongTrips' };
  // From two trips a year, a multi-trip plan usually costs less than two single-trip plans.
  if ((a.tripYearly === 'TWO' || a.tripYearly === 'THREE_OR_MORE') && days !== null)
    return { code: 'MEMH', reason: 'recMultiTrip', daysPerTrip: days };
  return { code: 'SEMH', reason: 'recSingleTrip' };
};

const mainPlan = (input: RecommendationInput): MainPlan => {
  switch (input.category) {
    case 'TOP_UP':
      return { code: 'SEMTUH', reason: 'recTopUp' };
    case 'STUDENT':
      return { code: 'STCIH', reason: 'recStudent' };
    case 'VISITOR_TO_CANADA':
      return visitorPlan(input);
    case 'TRAVELLING_CANADIANS':
      return canadianPlan(input);
  }
};

/** Parameters and add-ons of one plan for these answers (reasons pushed for the main plan only). */
const parametersFor = (
  plan: PlanDefinition,
  input: RecommendationInput,
  daysPerTrip: number | undefined,
  reasons: RecommendationReason[],
): RecommendedPlan => {
  const a = input.answers;
  const benefits: BenefitCode[] = [];
  const offers = (code: BenefitCode): boolean =>
    plan.benefits.some((b) => b.code === code && b.type !== 'MANDATORY');
  const add = (code: BenefitCode): void => {
    const reason = ADD_ON_REASONS.get(code);
    if (!reason || !offers(code)) return;
    benefits.push(code);
    reasons.push(reason);
  };
  const tripCost = input.tripCostCents !== undefined && input.tripCostCents > 0 ? input.tripCostCents : null;
  if (a.nonRefundableTripCost === 'YES') {
    if (a.creditCard === 'MEDICAL_AND_CANCELLATION') reasons.push('recCardCancellation');
    // Trip cancellation is priced on the trip cost (PRODUCT.md): without one it cannot be sold.
    else if (tripCost !== null) add('TCI');
    else if (offers('TCI')) reasons.push('recTripCostNeeded');
  }
  if (a.baggageType === 'CHECKED') add('BAG');
  if (a.flightAndTravelAccident === 'YES') add('FTA');
  if (a.singleCoupleFamily === 'FAMILY' && plan.eligibility.familyOffered) reasons.push('recFamily');

  const deductibles = [...plan.options.deductibles].sort((x, y) => x - y);
  let deductible = deductibles[0] ?? 0;
  const existingMedical =
    a.employeeBenefits === 'YES' ||
    a.individualBenefits === 'YES' ||
    a.creditCard === 'MEDICAL' ||
    a.creditCard === 'MEDICAL_AND_CANCELLATION';
  // Some medical cover already: a deductible lowers the premium; the other insurer pays first.
  if (existingMedical && deductibles.includes(1000)) {
    deductible = 1000;
    reasons.push('recExistingMedical');
  }
  const mqFrom = plan.eligibility.mqFromAge;
  // Spec 5.3: after the questionnaire these plans need a deductible above 0.
  if (
    deductible === 0 &&
    DEDUCTIBLE_PLAN_CODES.includes(plan.code) &&
    mqFrom !== null &&
    input.age >= mqFrom
  ) {
    deductible = deductibles.find((d) => d > 0) ?? 0;
    reasons.push('recMqDeductible');
  }
  const coverages = plan.options.coverageAmounts;
  const wanted =
    input.isSuperVisa || a.medicalHealthInsurance === 'ENHANCED' ? SUPER_VISA.minCoverageAmount : 50_000;
  const coverageAmount = coverages.find((c) => c >= wanted) ?? coverages[coverages.length - 1];
  const days =
    plan.options.daysPerTrip.find((d) => d >= (daysPerTrip ?? 0)) ?? plan.options.daysPerTrip.at(-1);
  return {
    code: plan.code,
    tripPreference: {
      deductible,
      ...(benefits.includes('TCI') && tripCost !== null ? { tripCostCents: tripCost } : {}),
      ...(plan.rateKey === 'COVERAGE_AMOUNT' && coverageAmount !== undefined ? { coverageAmount } : {}),
      ...(plan.rateKey === 'DAYS_PER_TRIP' && days !== undefined ? { daysPerTrip: days } : {}),
    },
    optionalBenefits: benefits,
  };
};

/**
 * The plan that fits a traveller's needs-analysis answers, with its parameters, add-ons and the
 * reasons (label keys) to show. Only plans of the category are proposed, best first; the caller
 * prices them in order and keeps the first the traveller is eligible for.
 */
export const recommendPlan = (
  input: RecommendationInput,
  categoryPlans: readonly PlanDefinition[],
): Recommendation => {
  const main = mainPlan(input);
  const reasons: RecommendationReason[] = [main.reason];
  if (input.category === 'VISITOR_TO_CANADA' && input.isSuperVisa) reasons.unshift('recSuperVisa');
  const ordered = [
    ...categoryPlans.filter((p) => p.code === main.code),
    ...categoryPlans.filter((p) => p.code !== main.code),
  ];
  const candidates = ordered.map((plan, i) =>
    parametersFor(plan, input, main.daysPerTrip, i === 0 ? reasons : []),
  );
  return { candidates, reasons };
};

import { NEEDS_ANALYSIS_ANSWERS as A, RECOMMENDATION_REASON_CODES } from '@tripx/domain';
import * as t from 'io-ts';
import { literalUnion } from '../../contracts/codecs';
import { BenefitCodeCodec, PlanCodeCodec } from './plans-file.codec';
import {
  paxOptional,
  quoteRequestFields,
  quoteRequestOptional,
  TripPreferenceCodec,
} from './quote-request.contract';
import { PlanQuoteCodec } from './quote-response.contract';
import { BooleanLike, CentsCodec, intIn, nullable } from './rating-codecs';

/** Needs-analysis answers keyed by question (spec 3); the values are the fixed answer codes. */
export const NeedsAnswersCodec = t.partial({
  singleCoupleFamily: literalUnion(A.singleCoupleFamily, 'singleCoupleFamily'),
  tripAverageLength: literalUnion(A.tripAverageLength, 'tripAverageLength'),
  tripYearly: literalUnion(A.tripYearly, 'tripYearly'),
  modeOfTransportation: literalUnion(A.modeOfTransportation, 'modeOfTransportation'),
  baggageType: literalUnion(A.baggageType, 'baggageType'),
  flightAndTravelAccident: literalUnion(A.flightAndTravelAccident, 'flightAndTravelAccident'),
  medicalHealthInsurance: literalUnion(A.medicalHealthInsurance, 'medicalHealthInsurance'),
  nonRefundableTripCost: literalUnion(A.nonRefundableTripCost, 'nonRefundableTripCost'),
  creditCard: literalUnion(A.creditCard, 'creditCard'),
  employeeBenefits: literalUnion(A.employeeBenefits, 'employeeBenefits'),
  individualBenefits: literalUnion(A.individualBenefits, 'individualBenefits'),
});

export const PaxNeedsAnalysisCodec = t.intersection([
  t.type({ answers: NeedsAnswersCodec }),
  t.partial({
    insuranceSameAsPrimary: BooleanLike,
    coverageSameAsPrimary: BooleanLike,
    existingPolicySameAsPrimary: BooleanLike,
  }),
]);

/**
 * POST /api/recommendation: the quote payload without plans, each traveller with needs-analysis
 * answers and the trip cost of the quick quote (spec 5.1), which trip cancellation is priced on.
 */
export const RecommendationRequestCodec = t.intersection([
  t.type({
    ...quoteRequestFields,
    paxes: t.array(
      t.intersection([
        t.type({ referenceNumber: intIn(1, 99) }),
        t.partial({ ...paxOptional, tripCostCents: CentsCodec, needsAnalysis: PaxNeedsAnalysisCodec }),
      ]),
    ),
  }),
  t.partial(quoteRequestOptional),
]);
export type RecommendationRequestBody = t.TypeOf<typeof RecommendationRequestCodec>;

export const RECOMMENDATION_CODES = ['recNoEligiblePlan'] as const;

export const PaxRecommendationCodec = t.type({
  referenceNumber: t.number,
  age: t.number,
  /** null when no plan of the category fits the traveller (reason recNoEligiblePlan). */
  planCode: nullable(PlanCodeCodec),
  reasons: t.array(
    literalUnion([...RECOMMENDATION_REASON_CODES, ...RECOMMENDATION_CODES], 'RecommendationReason'),
  ),
  tripPreference: TripPreferenceCodec,
  optionalBenefits: t.array(BenefitCodeCodec),
  plan: nullable(PlanQuoteCodec),
});

export const RecommendationResponseCodec = t.type({
  ratesVersion: t.string,
  sampleRates: t.boolean,
  currency: t.literal('CAD'),
  paxes: t.array(PaxRecommendationCodec),
});
export type RecommendationResponse = t.TypeOf<typeof RecommendationResponseCodec>;

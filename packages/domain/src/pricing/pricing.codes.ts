/**
 * Error and reason codes of the rating engine. Each code is also the i18next label key
 * (translations/errors/rating.*.json).
 */

/** A quote request the engine cannot price at all (answered as a 400 with the field paths). */
export const QUOTE_REQUEST_CODES = [
  'paxesRequired',
  'maxTravellers',
  'ageRequired',
  'dateOfBirthFuture',
  'referenceNumberDuplicate',
  'returnLtDepart',
  'familyPlans',
  'plansRequired',
  'planDuplicate',
  'existingCoverageDaysRequired',
  'studentTypeRequired',
  'dependentsFamilyOnly',
  'ratesVersionUnknown',
  'noRatesInForce',
] as const;
export type QuoteRequestCode = (typeof QUOTE_REQUEST_CODES)[number];

/** Why one traveller cannot have one plan (the quote still answers, with these reasons). */
export const PLAN_REASON_CODES = [
  'planCategory',
  'planMinAge',
  'planMaxAge',
  'provinceNotOffered',
  'superVisaPlan',
  'superVisaCoverage',
  'superVisaDays',
  'coverageAmountRequired',
  'coverageAmountOption',
  'coverageMaxAge',
  'deductibleOption',
  'tripDaysRequired',
  'daysPerTripOption',
  'tripDurationGt',
  'tripDurationLt',
  'studentTypeOption',
  'provincialHealthRequired',
  'coverageDaysGood',
  'topUpDaysRequired',
  'topUpDaysMax',
  'familyNotOffered',
  'familyMaxAge',
  'familyMemberNotEligible',
  'familyMemberMqRequired',
  'mqRequired',
  'mqUndetermined',
  'mqNotEligible',
  'mqDeductible',
  'planNotRated',
] as const;
export type PlanReasonCode = (typeof PLAN_REASON_CODES)[number];

/** Why an optional benefit or rider of a plan is not priced. */
export const BENEFIT_REASON_CODES = [
  'benefitNotOffered',
  'benefitIncluded',
  'benefitParent',
  'tripCostRequired',
  'tripCostGt',
  'benefitNotRated',
] as const;
export type BenefitReasonCode = (typeof BENEFIT_REASON_CODES)[number];

export type PricingReason = PlanReasonCode | BenefitReasonCode;

/** Answers of the medical questionnaire that cannot be scored. */
export const MQ_CODES = [
  'mqAnswerMissing',
  'mqAnswerInvalid',
  'mqQuestionUnknown',
  'mqDeclarationRequired',
] as const;
export type MqCode = (typeof MQ_CODES)[number];

/** A catalogue or rate file that is well formed but not consistent: the product refuses to start. */
export const CATALOGUE_CODES = [
  'planDuplicate',
  'planCategoryMissing',
  'benefitUnknown',
  'benefitDuplicate',
  'optionsMissing',
  'questionnaireMissing',
  'questionnaireDuplicate',
  'questionUnknown',
  'questionDuplicate',
  'scoringCategoriesOrder',
  'ratesVersionDuplicate',
  'planRatesMissing',
  'planRatesUnknown',
  'ageBandsCoverage',
  'ageBandsOrder',
  'rateMissing',
  'rateNegative',
  'rateDecreasesWithAge',
  'rateDecreasesWithDaysPerTrip',
  'deductibleDiscountMissing',
  'deductibleDiscountOrder',
  'mqFactorMissing',
  'mqFactorOrder',
  'bpsRange',
  'benefitRatesMissing',
  'familyMultiplierRange',
] as const;
export type CatalogueCode = (typeof CATALOGUE_CODES)[number];

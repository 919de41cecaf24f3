import {
  BENEFIT_CODES,
  BENEFIT_TYPES,
  PLAN_CLASSES,
  PLAN_CODES,
  PROVINCES,
  RATE_BASES,
  RATE_KEYS,
  STUDENT_TYPES,
  TRAVELLER_CATEGORIES,
  type PlanCatalogueFile,
  type Result,
} from '@tripx/domain';
import * as t from 'io-ts';
import { describedAs } from '../../contracts/self-describing';
import { decodeInput } from '../../contracts/decode-input';
import { literalUnion } from '../../contracts/codecs';
import { intIn, nullable, NonNegativeInt } from './rating-codecs';

export const PlanCodeCodec = literalUnion(PLAN_CODES, 'PlanCode');
export const BenefitCodeCodec = literalUnion(BENEFIT_CODES, 'BenefitCode');
export const PlanClassCodec = literalUnion(PLAN_CLASSES, 'PlanClass');
export const TravellerCategoryCodec = literalUnion(TRAVELLER_CATEGORIES, 'TravellerCategory');

/** A text in both languages; neither may be empty (every user-visible word exists in EN and FR). */
export const localized = <C extends t.Mixed>(codec: C) => t.type({ en: codec, fr: codec });
export const NonEmptyText = describedAs(
  new t.Type<string, string, unknown>(
    'NonEmptyText',
    (u): u is string => typeof u === 'string' && u.trim().length > 0,
    (u, c) => (typeof u === 'string' && u.trim().length > 0 ? t.success(u) : t.failure(u, c)),
    t.identity,
  ),
  { type: 'string', pattern: '\\S' },
);

const Age = intIn(0, 130);

const Eligibility = t.type({
  minAgeDays: NonNegativeInt,
  maxAge: Age,
  mqFromAge: nullable(Age),
  familyOffered: t.boolean,
  familyMaxAge: Age,
  minTripDays: intIn(1, 3650),
  maxTripDays: intIn(1, 3650),
  superVisaAllowed: t.boolean,
  coverageAgeLimits: t.array(t.type({ coverageAmount: NonNegativeInt, maxAge: Age })),
  provinces: t.array(literalUnion(PROVINCES, 'Province')),
  studentTypes: t.array(literalUnion(STUDENT_TYPES, 'StudentType')),
  provincialHealthRequired: t.boolean,
  maxTopUpTotalDays: nullable(intIn(1, 3650)),
});

const PlanContent = t.type({
  name: NonEmptyText,
  summary: NonEmptyText,
  details: NonEmptyText,
  eligibility: NonEmptyText,
  exclusion: NonEmptyText,
});

const Plan = t.type({
  code: PlanCodeCodec,
  planClass: PlanClassCodec,
  categories: t.array(TravellerCategoryCodec),
  basis: literalUnion(RATE_BASES, 'RateBasis'),
  rateKey: literalUnion(RATE_KEYS, 'RateKey'),
  options: t.type({
    deductibles: t.array(NonNegativeInt),
    coverageAmounts: t.array(NonNegativeInt),
    daysPerTrip: t.array(intIn(1, 365)),
  }),
  eligibility: Eligibility,
  benefits: t.array(t.type({ code: BenefitCodeCodec, type: literalUnion(BENEFIT_TYPES, 'BenefitType') })),
  content: localized(PlanContent),
});

const Benefit = t.type({
  code: BenefitCodeCodec,
  content: localized(t.type({ name: NonEmptyText, summary: NonEmptyText })),
});

/** `catalogue/plans.json`: the plans of PRODUCT.md with their benefits, eligibility and EN/FR content. */
export const PlanCatalogueFileCodec = t.type({
  plans: t.array(Plan),
  benefits: t.array(Benefit),
});

export const decodePlanCatalogueFile = (input: unknown): Result<PlanCatalogueFile, string> =>
  decodeInput(PlanCatalogueFileCodec, input);

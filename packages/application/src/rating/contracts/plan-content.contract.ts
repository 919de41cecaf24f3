import { BENEFIT_TYPES } from '@tripx/domain';
import * as t from 'io-ts';
import { LangCodec, literalUnion } from '../../contracts/codecs';
import { BenefitCodeCodec, PlanClassCodec, PlanCodeCodec, TravellerCategoryCodec } from './plans-file.codec';
import { nullable } from './rating-codecs';

/** Plans (content) of spec 3 in one language, optionally one plan or one traveller category. */
export const PlanContentQueryCodec = t.intersection([
  t.type({ language: LangCodec }),
  t.partial({ code: PlanCodeCodec, category: TravellerCategoryCodec }),
]);

export const PlanContentCodec = t.type({
  code: PlanCodeCodec,
  planType: t.literal('PLAN'),
  planClass: PlanClassCodec,
  categories: t.array(TravellerCategoryCodec),
  name: t.string,
  summary: t.string,
  details: t.string,
  eligibility: t.string,
  exclusion: t.string,
  deductibles: t.array(t.number),
  coverageAmounts: t.array(t.number),
  tripDays: t.array(t.number),
  mqFromAge: nullable(t.number),
  familyOffered: t.boolean,
  benefits: t.array(
    t.type({
      code: BenefitCodeCodec,
      type: literalUnion(BENEFIT_TYPES, 'BenefitType'),
      name: t.string,
      summary: t.string,
    }),
  ),
});
export type PlanContentView = t.TypeOf<typeof PlanContentCodec>;

export const PlanContentResponseCodec = t.type({ plans: t.array(PlanContentCodec) });
export type PlanContentResponse = t.TypeOf<typeof PlanContentResponseCodec>;

import { PLAN_REASON_CODES } from '@tripx/domain';
import * as t from 'io-ts';
import { literalUnion } from '../../contracts/codecs';
import { PlanCodeCodec } from './plans-file.codec';
import {
  PlanEntryCodec,
  paxOptional,
  quoteRequestFields,
  quoteRequestOptional,
  TripPreferenceCodec,
} from './quote-request.contract';
import { intIn } from './rating-codecs';

/**
 * The eligibility check: the quote payload of POST /api/quote, where a traveller's `plans` may be left
 * out to ask about every plan of the category.
 */
export const EligibilityRequestCodec = t.intersection([
  t.type({
    ...quoteRequestFields,
    paxes: t.array(
      t.intersection([
        t.type({ referenceNumber: intIn(1, 99) }),
        t.partial({ ...paxOptional, plans: t.array(PlanEntryCodec) }),
      ]),
    ),
  }),
  t.partial(quoteRequestOptional),
]);
export type EligibilityRequestBody = t.TypeOf<typeof EligibilityRequestCodec>;

export const ELIGIBILITY_STATUSES = ['ELIGIBLE', 'MQ_REQUIRED', 'NOT_ELIGIBLE'] as const;

export const PlanEligibilityCodec = t.type({
  code: PlanCodeCodec,
  status: literalUnion(ELIGIBILITY_STATUSES, 'EligibilityStatus'),
  /** Why not (or `mqRequired`); empty when eligible. */
  reasons: t.array(literalUnion(PLAN_REASON_CODES, 'PlanReason')),
  /** The options it is eligible with (the first that fit), or the last ones tried. */
  tripPreference: TripPreferenceCodec,
});

export const EligibilityResponseCodec = t.type({
  ratesVersion: t.string,
  sampleRates: t.boolean,
  paxes: t.array(t.type({ referenceNumber: t.number, age: t.number, plans: t.array(PlanEligibilityCodec) })),
});
export type EligibilityResponse = t.TypeOf<typeof EligibilityResponseCodec>;

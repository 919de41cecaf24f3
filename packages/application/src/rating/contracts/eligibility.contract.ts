import { BENEFIT_REASON_CODES, OFFER_STATUSES, PLAN_REASON_CODES, type PlanOffers } from '@tripx/domain';
import * as t from 'io-ts';
import { literalUnion } from '../../contracts/codecs';
import { BenefitCodeCodec, PlanCodeCodec } from './plans-file.codec';
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

const PlanReason = literalUnion(PLAN_REASON_CODES, 'PlanReason');

/** One value of an option for one traveller: offered, or the reasons it is not (beyond the plan's). */
export const OptionOfferCodec = t.type({ value: t.number, offered: t.boolean, reasons: t.array(PlanReason) });

export const PlanEligibilityCodec = t.type({
  code: PlanCodeCodec,
  status: literalUnion(OFFER_STATUSES, 'EligibilityStatus'),
  /** Why not whatever the options (or `mqRequired`); empty when eligible. */
  reasons: t.array(PlanReason),
  /** The options it is eligible with (the first that fit), or the ones closest to fitting. */
  tripPreference: TripPreferenceCodec,
  coverageAmounts: t.array(OptionOfferCodec),
  deductibles: t.array(OptionOfferCodec),
  daysPerTrip: t.array(OptionOfferCodec),
  addons: t.array(
    t.type({
      code: BenefitCodeCodec,
      offered: t.boolean,
      reasons: t.array(literalUnion(BENEFIT_REASON_CODES, 'BenefitReason')),
    }),
  ),
});
export type PlanEligibility = t.TypeOf<typeof PlanEligibilityCodec>;

export const EligibilityResponseCodec = t.type({
  ratesVersion: t.string,
  sampleRates: t.boolean,
  paxes: t.array(t.type({ referenceNumber: t.number, age: t.number, plans: t.array(PlanEligibilityCodec) })),
});
export type EligibilityResponse = t.TypeOf<typeof EligibilityResponseCodec>;

const options = (list: PlanOffers['paxes'][number]['plans'][number]['deductibles']) =>
  list.map((o) => ({ value: o.value, offered: o.offered, reasons: [...o.reasons] }));

/** Whitelists the domain's offers into the answer. */
export const toEligibilityResponse = (offers: PlanOffers): EligibilityResponse => ({
  ratesVersion: offers.ratesVersion,
  sampleRates: offers.sampleRates,
  paxes: offers.paxes.map((pax) => ({
    referenceNumber: pax.referenceNumber,
    age: pax.age,
    plans: pax.plans.map((p) => ({
      code: p.code,
      status: p.status,
      reasons: [...p.reasons],
      tripPreference: p.entry.tripPreference,
      coverageAmounts: options(p.coverageAmounts),
      deductibles: options(p.deductibles),
      daysPerTrip: options(p.daysPerTrip),
      addons: p.addons.map((a) => ({ code: a.code, offered: a.offered, reasons: [...a.reasons] })),
    })),
  })),
});

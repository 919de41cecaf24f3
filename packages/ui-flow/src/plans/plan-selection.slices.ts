import { PlanQuoteCodec } from '@tripx/application';
import { MQ_PROGRESS_STATES, PLAN_PRODUCT_TYPES, PRODUCT_CARD_VARIANTS } from '@tripx/domain';
import * as t from 'io-ts';

const optionalOf = <C extends t.Mixed>(codec: C) => t.union([codec, t.undefined]);
const keysOf = <T extends string>(values: readonly T[]) =>
  t.keyof(Object.fromEntries(values.map((v) => [v, null])) as Record<T, null>);

/** A product card as stored (the domain's ProductCardState). */
export const CardStateCodec = t.intersection([
  t.type({
    code: t.string,
    variant: keysOf(PRODUCT_CARD_VARIANTS),
    isAddon: t.boolean,
    hasEligibilityText: t.boolean,
    selected: t.boolean,
    eligibilityModal: t.type({ open: t.boolean, agreed: t.boolean }),
    mq: t.type({
      required: t.boolean,
      taken: t.boolean,
      eligible: optionalOf(t.boolean),
      progress: optionalOf(keysOf(MQ_PROGRESS_STATES)),
    }),
    needs: t.type({
      deductible: t.boolean,
      tripDays: t.boolean,
      tripCost: t.boolean,
      coverageAmount: t.boolean,
      sumInsuredAfter: t.boolean,
    }),
    inputs: t.intersection([
      t.type({ tripDays: t.string, tripCost: t.string }),
      t.partial({ deductible: t.number, coverageAmount: t.number, sumInsuredAfter: t.number }),
    ]),
    calculating: t.boolean,
  }),
  t.partial({
    tripCostMaxAmt: t.number,
    premium: t.number,
    topUp: t.type({
      existingTripDaysCovered: t.number,
      maxTopUpDays: t.number,
      departureDate: t.string,
      applicationDate: t.string,
    }),
  }),
]);

/** The traveller plan state of spec 3 (the domain's TravellerPlanState). */
export const TravellerPlanStateCodec = t.type({
  travellers: t.array(
    t.type({
      paxId: t.number,
      age: optionalOf(t.number),
      dateOfBirth: optionalOf(t.string),
      products: t.array(
        t.intersection([
          t.type({ code: t.string, type: keysOf(PLAN_PRODUCT_TYPES), premium: t.number, total: t.number }),
          t.partial({ parentCode: t.string }),
        ]),
      ),
      tripParams: t.array(t.type({ plan: t.string, values: t.record(t.string, t.number) })),
      exclusions: t.array(t.string),
      eligibility: t.array(t.type({ code: t.string, eligible: t.boolean })),
      coverage: optionalOf(t.number),
    }),
  ),
});

/** The travellersPlan slice: the cards, what is chosen, and the recommendation's marks. */
export const TravellersPlanSlice = t.type({
  quoteKey: t.string,
  cards: t.record(t.string, CardStateCodec),
  selection: TravellerPlanStateCodec,
  addons: t.record(t.string, t.array(t.string)),
  recommended: t.record(t.string, t.string),
});

/** The quote slice: the last priced line of every card, per traveller. */
export const QuoteSlice = t.intersection([
  t.type({ ratesVersion: t.string, lines: t.record(t.string, PlanQuoteCodec) }),
  t.partial({ quoteRef: t.string }),
]);

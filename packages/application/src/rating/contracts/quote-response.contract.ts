import {
  ADJUSTMENT_TYPES,
  BENEFIT_REASON_CODES,
  BENEFIT_TYPES,
  LINE_STATUSES,
  PLAN_REASON_CODES,
  TRAVELLER_CATEGORIES,
  TRAVELLER_TYPES,
  type Quote,
} from '@tripx/domain';
import * as t from 'io-ts';
import { CalendarDateCodec, literalUnion } from '../../contracts/codecs';
import { BenefitCodeCodec, PlanCodeCodec } from './plans-file.codec';
import { intIn, nullable } from './rating-codecs';

/** The quote answer; the HTTP client decodes it with this codec. */
const Cents = intIn(Number.MIN_SAFE_INTEGER, Number.MAX_SAFE_INTEGER);
const Status = literalUnion(LINE_STATUSES, 'LineStatus');
const amounts = {
  premiumCents: Cents,
  adjustments: t.array(
    t.type({ type: literalUnion(ADJUSTMENT_TYPES, 'AdjustmentType'), amountCents: Cents }),
  ),
  taxCents: Cents,
  totalCents: Cents,
};

export const BenefitQuoteCodec = t.type({
  code: BenefitCodeCodec,
  type: literalUnion(BENEFIT_TYPES, 'BenefitType'),
  status: Status,
  eligible: t.boolean,
  reasons: t.array(literalUnion(BENEFIT_REASON_CODES, 'BenefitReason')),
  ...amounts,
});

export const PlanQuoteCodec = t.type({
  code: PlanCodeCodec,
  status: Status,
  eligible: t.boolean,
  reasons: t.array(literalUnion(PLAN_REASON_CODES, 'PlanReason')),
  family: t.boolean,
  days: t.number,
  coverageAmount: nullable(t.number),
  deductible: t.number,
  daysPerTrip: nullable(t.number),
  isMqRequired: t.boolean,
  isMqTaken: t.boolean,
  isMqEligible: nullable(t.boolean),
  rateCategory: nullable(t.string),
  ...amounts,
  benefits: t.array(BenefitQuoteCodec),
});

export const QuoteResponseCodec = t.intersection([
  t.type({
    ratesVersion: CalendarDateCodec,
    sampleRates: t.boolean,
    currency: t.literal('CAD'),
    applicationDate: CalendarDateCodec,
    travellerCategory: literalUnion(TRAVELLER_CATEGORIES, 'TravellerCategory'),
    travellerType: literalUnion(TRAVELLER_TYPES, 'TravellerType'),
    totalCents: Cents,
    paxes: t.array(
      t.type({ referenceNumber: t.number, age: t.number, totalCents: Cents, plans: t.array(PlanQuoteCodec) }),
    ),
  }),
  t.partial({
    /** Server-signed: send it back with the purchase (the quote's rate version and day, PRODUCT.md). */
    quoteRef: t.string,
  }),
]);
export type QuoteResponse = t.TypeOf<typeof QuoteResponseCodec>;

/** Whitelists the fields of a domain quote into the answer (nothing internal leaks). */
export const toQuoteResponse = (quote: Quote): QuoteResponse => ({
  ratesVersion: quote.ratesVersion,
  sampleRates: quote.sampleRates,
  currency: quote.currency,
  applicationDate: quote.applicationDate,
  travellerCategory: quote.travellerCategory,
  travellerType: quote.travellerType,
  totalCents: quote.totalCents,
  paxes: quote.paxes.map((p) => ({
    referenceNumber: p.referenceNumber,
    age: p.age,
    totalCents: p.totalCents,
    plans: p.plans.map((l) => ({
      code: l.code,
      status: l.status,
      eligible: l.eligible,
      reasons: [...l.reasons],
      family: l.family,
      days: l.days,
      coverageAmount: l.coverageAmount,
      deductible: l.deductible,
      daysPerTrip: l.daysPerTrip,
      isMqRequired: l.isMqRequired,
      isMqTaken: l.isMqTaken,
      isMqEligible: l.isMqEligible,
      rateCategory: l.rateCategory,
      premiumCents: l.premiumCents,
      adjustments: l.adjustments.map((a) => ({ type: a.type, amountCents: a.amountCents })),
      taxCents: l.taxCents,
      totalCents: l.totalCents,
      benefits: l.benefits.map((b) => ({
        code: b.code,
        type: b.type,
        status: b.status,
        eligible: b.eligible,
        reasons: [...b.reasons],
        premiumCents: b.premiumCents,
        adjustments: b.adjustments.map((a) => ({ type: a.type, amountCents: a.amountCents })),
        taxCents: b.taxCents,
        totalCents: b.totalCents,
      })),
    })),
  })),
});

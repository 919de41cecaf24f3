import { BENEFIT_RATE_BASES, PROVINCES, type RateTable, type Result } from '@tripx/domain';
import * as t from 'io-ts';
import { decodeInput } from '../../contracts/decode-input';
import { CalendarDateCodec, literalUnion } from '../../contracts/codecs';
import { BenefitCodeCodec, NonEmptyText, PlanCodeCodec } from './plans-file.codec';
import { Bps, CentsCodec, intIn, NonNegativeNumber, nullable, recordOf } from './rating-codecs';

const band = <C extends t.Mixed>(rates: C) => t.type({ minAge: intIn(0, 130), maxAge: intIn(0, 130), rates });

const PlanRates = t.type({
  ageBands: t.array(band(t.record(t.string, NonNegativeNumber))),
  deductibleDiscountBps: t.record(t.string, Bps),
  mqCategoryFactorBps: t.record(t.string, Bps),
});

const BenefitRates = t.type({
  basis: literalUnion(BENEFIT_RATE_BASES, 'BenefitRateBasis'),
  ageBands: t.array(band(NonNegativeNumber)),
  maxTripCostCents: nullable(CentsCodec),
});

const Adjustment = t.type({ bps: Bps, plans: t.array(PlanCodeCodec) });

/** A rate file (`catalogue/rates/<effective-date>*.json`); its numbers are checked by the domain on load. */
export const RateTableCodec = t.type({
  sample: t.boolean,
  notice: NonEmptyText,
  effectiveDate: CalendarDateCodec,
  currency: t.literal('CAD'),
  familyMultiplierBps: Bps,
  plans: recordOf(PlanCodeCodec, PlanRates),
  benefits: recordOf(BenefitCodeCodec, BenefitRates),
  adjustments: t.type({
    SMOKERSURCHARGE: Adjustment,
    TRAVELLINGWITHINCANADA: Adjustment,
    COMPANION: Adjustment,
    EMPLOYEE: Adjustment,
    FAMILYFRIENDSRESIDING: Adjustment,
    FAMILYFRIENDSNOTRESIDING: Adjustment,
  }),
  taxBps: recordOf(literalUnion(PROVINCES, 'Province'), Bps),
  cancellation: t.type({
    feeCents: CentsCodec,
    fullRefundBeforeEffectiveDate: t.boolean,
    refundAfterClaim: t.boolean,
  }),
});

export const decodeRateTable = (input: unknown): Result<RateTable, string> =>
  decodeInput(RateTableCodec, input);

import { Effect } from 'effect';
import {
  benefitCodeNamed,
  addDays,
  addYears,
  checkSale,
  priceQuote,
  type CalendarDate,
  type QuoteRequest,
  type RatingCatalogue,
} from '@tripx/domain';
import { decodeInput } from '../../contracts/decode-input';
import { PurchaseRequestCodec } from '../../purchase/contracts/purchase-request.contract';
import { startPurchase } from '../../purchase/create-policy/start-purchase';
import type { PendingBooking } from '../../purchase/purchase.ports';
import { A_CONTACT, aBuyingPax, consumer, setup } from '../../purchase/test-support/purchase-fixtures';
import type { DatedSnapshot, MaintainedPolicy } from '../policy-maintenance.ports';
import { decodeSoldRequest } from '../rating-context';

/** A date of birth that gives about `age` years on `on` (a few days before the birthday). */
export const bornAged = (on: CalendarDate, age: number): CalendarDate => addDays(addYears(on, -age), -10);

/**
 * Buys a quote request through the real purchase (decode, domain rules, pricing at the version in
 * force on its application date, booking), as a consumer on that day; undefined when the sale rules
 * refuse it or a line is not eligible. Every traveller needs a date of birth.
 */
export const sell = async (
  catalogue: RatingCatalogue,
  request: QuoteRequest,
): Promise<PendingBooking | undefined> => {
  // What the quote answer would have shown: the sale rules first (within-Canada from the destinations).
  const checked = checkSale(request, request.applicationDate);
  const quote = checked.ok ? priceQuote(catalogue, checked.value) : checked;
  if (!quote.ok || quote.value.paxes.some((p) => p.totalCents <= 0 || !p.plans.every((l) => l.eligible)))
    return undefined;
  const { applicationDate, ...rest } = request;
  const body = decodeInput(PurchaseRequestCodec, {
    ...rest,
    ratesVersion: quote.value.ratesVersion,
    expectedTotalCents: quote.value.totalCents,
    lang: request.language,
    bill96Consent: true,
    paxes: request.paxes.map(aBuyingPax),
    contact: A_CONTACT,
  });
  if (!body.ok) throw new Error(`purchase body refused: ${JSON.stringify(body.errors)}`);
  const { deps } = setup();
  const now = new Date(`${applicationDate}T15:00:00Z`);
  const started = await Effect.runPromise(
    startPurchase({ ...deps, now: () => now }, consumer, body.value, { scope: 's', key: 'k' }),
  );
  if (started.kind === 'refused') throw new Error(`purchase refused: ${JSON.stringify(started.failure)}`);
  return started.booking;
};

/**
 * The booking as the policy store loads it back: the rating request through JSON and its decoder,
 * the snapshot an endorsement form shows (add-ons by code, dependents' trip cost in dollars).
 */
export const maintainedOf = (catalogue: RatingCatalogue, booking: PendingBooking): MaintainedPolicy => {
  const request = decodeSoldRequest(JSON.parse(JSON.stringify(booking.ratingRequest)));
  const codeOf = (name: unknown) => benefitCodeNamed(catalogue.benefits, (name as { en: string }).en) ?? '';
  const snapshot: DatedSnapshot = {
    startDate: booking.startDate as CalendarDate,
    endDate: booking.endDate as CalendarDate,
    departureLocation: String(booking.tripInformation['departureLocation'] ?? ''),
    destinations: Array.isArray(booking.tripInformation['destinations'])
      ? booking.tripInformation['destinations'].map(String)
      : [],
    paxes: booking.policies.map((p) => ({
      policyNumber: p.policyNumber,
      optionalBenefits: Array.isArray(p.plan['optionalBenefitCodes'])
        ? p.plan['optionalBenefitCodes'].map(String)
        : (p.plan['optionalBenefits'] as unknown[]).map(codeOf),
    })),
    dependents: booking.dependents.map((d) => ({
      referenceNumber: d.referenceNumber,
      dateOfBirth: d.dateOfBirth as CalendarDate,
      ...(d.tripCostCents !== null ? { tripCost: Math.round(d.tripCostCents / 100) } : {}),
    })),
  };
  return {
    groupNumber: booking.groupNumber,
    organizationCode: booking.organizationCode,
    soldBy: null,
    version: 1,
    ratesVersion: booking.ratesVersion,
    snapshot,
    hasClaim: false,
    paxes: booking.policies.map((p) => ({
      policyNumber: p.policyNumber,
      status: 'ACTIVE',
      premiumCents: p.totalCents,
      payments: [],
    })),
    ...(request
      ? {
          ratingContext: {
            request,
            paxes: booking.policies.map((p) => ({
              policyNumber: p.policyNumber,
              referenceNumber: p.referenceNumber,
            })),
          },
        }
      : {}),
  };
};

import { adminApplicationDate, type Cents, type PlanQuote, type RatingCatalogue } from '@tripx/domain';
import { DEFAULT_ORGANIZATION_CODE } from '@tripx/domain';
import type { PendingBooking, PurchaseCaller } from '../purchase.ports';
import type { PricedPurchase } from './price-purchase';
import type { ValidPurchase } from './validate-purchase';

const TAX_NAME = { en: 'Premium tax', fr: 'Taxe sur les primes' };

/**
 * What the confirmation shows of a traveller's plan, frozen at purchase (the catalogue may change),
 * and the add-ons the traveller chose (`optionalBenefitCodes`): what an endorsement starts from,
 * priced or not (a family's add-ons are priced on its first traveller's choice).
 */
const planSnapshot = (
  catalogue: RatingCatalogue,
  line: PlanQuote,
  chosen: { readonly tripCostCents: number | null; readonly addOns: readonly string[] },
) => {
  const def = catalogue.plans.get(line.code);
  const benefits = line.benefits.filter((b) => b.eligible && b.totalCents > 0);
  const base = line.premiumCents + benefits.reduce((s, b) => s + b.premiumCents, 0);
  const adjustments = [...line.adjustments, ...benefits.flatMap((b) => b.adjustments)].map((a) => ({
    type: a.type,
    amount: a.amountCents,
  }));
  const tax = line.taxCents + benefits.reduce((s, b) => s + b.taxCents, 0);
  return {
    code: line.code,
    name: { en: def?.content.en.name ?? line.code, fr: def?.content.fr.name ?? line.code },
    coverageAmount: line.coverageAmount,
    deductible: line.deductible,
    daysPerTrip: line.daysPerTrip,
    tripCost: chosen.tripCostCents,
    optionalBenefitCodes: chosen.addOns,
    optionalBenefits: benefits
      .filter((b) => b.type !== 'MANDATORY')
      .map((b) => {
        const content = catalogue.benefits.get(b.code)?.content;
        return { en: content?.en.name ?? b.code, fr: content?.fr.name ?? b.code };
      }),
    premium: { base, adjustments, taxes: tax > 0 ? [{ name: TAX_NAME, amount: tax }] : [], total: 0 },
  };
};

/** The attempt's booking, written before any charge: one policy number per traveller. */
export const pendingBooking = (input: {
  readonly catalogue: RatingCatalogue;
  readonly purchase: ValidPurchase;
  readonly priced: PricedPurchase;
  readonly caller: PurchaseCaller;
  readonly groupNumber: string;
  readonly policyNumbers: readonly string[];
  readonly idempotency: { readonly scope: string; readonly key: string };
  readonly fingerprint: string;
  readonly now: Date;
}): PendingBooking => {
  const { purchase, priced, caller } = input;
  const trip = purchase.tripInformation;
  const contact = {
    email: purchase.contact.email,
    phone: purchase.contact.phone,
    address: purchase.contact.address,
  };
  return {
    groupNumber: input.groupNumber,
    organizationCode: purchase.organizationCode ?? DEFAULT_ORGANIZATION_CODE,
    salesChannel: caller.salesChannel,
    travellerCategory: purchase.travellerCategory,
    travellerType: purchase.travellerType,
    language: purchase.lang,
    tripInformation: { ...trip },
    provinceOfResidence: trip.provinceOfResidence,
    startDate: trip.startDate,
    endDate: trip.endDate,
    applicationDate: priced.adminChosen
      ? adminApplicationDate(priced.applicationDay)
      : input.now.toISOString(),
    applicationDay: priced.applicationDay,
    ratesVersion: priced.quote.ratesVersion,
    ratingRequest: { ...priced.request, ratesVersion: priced.quote.ratesVersion },
    ownerProfileRef: caller.profileRef,
    referredBy: purchase.referredBy ?? null,
    referenceId: purchase.referenceId ?? null,
    employeeName: purchase.employeeName ?? null,
    employeeRelationship: purchase.employeeRelationship ?? null,
    bill96Consent: purchase.bill96Consent ?? null,
    dependents: (purchase.dependents ?? []).map((d) => ({
      referenceNumber: d.referenceNumber,
      dateOfBirth: d.dateOfBirth,
      firstName: d.firstName ?? null,
      lastName: d.lastName ?? null,
      relationship: d.relationship ?? null,
      tripCostCents: d.tripCostCents ?? null,
    })),
    policies: purchase.paxes.map((p, i) => {
      const pax = priced.quote.paxes[i];
      const line = pax?.plans[0] as PlanQuote;
      const entry = p.plans[0];
      const snapshot = planSnapshot(input.catalogue, line, {
        tripCostCents: entry?.tripPreference?.tripCostCents ?? null,
        addOns: (entry?.optionalBenefits ?? []).map((b) => b.code),
      });
      const total = (pax?.totalCents ?? 0) as Cents;
      return {
        policyNumber: input.policyNumbers[i] as string,
        referenceNumber: p.referenceNumber,
        firstName: p.firstName,
        lastName: p.lastName,
        dateOfBirth: p.dateOfBirth,
        age: pax?.age ?? 0,
        planCode: line.code,
        plan: { ...snapshot, premium: { ...snapshot.premium, total } },
        totalCents: total,
        contact,
        relationship: p.relationship ?? null,
      };
    }),
    sessionKey: caller.sessionKey,
    fingerprint: input.fingerprint,
    idempotency: input.idempotency,
    now: input.now,
  };
};

import type { PurchaseRequestBody, QuoteRequestBody } from '@tripx/application';
import { parseCalendarDate, type CollectedMethod, type Language, type Province } from '@tripx/domain';
import type { TravellerContact } from '../travellers/traveller-details.store';

type PlanEntry = QuoteRequestBody['paxes'][number]['plans'][number];

/** A card token the frame gave for a traveller (or for all of them). */
export interface PaxCard {
  readonly dataKey: string;
  readonly expiry: string;
  readonly cardHolderName: string;
  /** The traveller whose card pays, when one card pays for all. */
  readonly ownerReferenceNumber?: number;
}

export interface PurchaseInput {
  /** The quote request the buyer saw priced (from the quote form and trip). */
  readonly quote: QuoteRequestBody;
  readonly ratesVersion: string;
  /** The quote answer's signed reference ('' when it carried none). */
  readonly quoteRef?: string;
  readonly expectedTotalCents: number;
  readonly planFor: (referenceNumber: number) => PlanEntry | undefined;
  readonly totalFor: (referenceNumber: number) => number;
  readonly contacts: readonly TravellerContact[];
  readonly cardFor: (referenceNumber: number) => PaxCard | undefined;
  readonly lang: Language;
  readonly bill96Consent: boolean;
  /** Staff take the premium without a card (spec 2.2, 4.5): every traveller pays by it, no card asked. */
  readonly collectedMethod?: CollectedMethod;
}

const Nothing = undefined;

/** A traveller's card payment for its total, or undefined while its card is not tokenized. */
const cardPayment = (card: PaxCard | undefined, amountCents: number) =>
  card && {
    method: 'CREDIT_CARD' as const,
    type: 'CHARGE' as const,
    amountCents,
    details: {
      paymentType: 'TOKEN' as const,
      dataKey: card.dataKey,
      cardHolderName: card.cardHolderName,
      expDate: card.expiry,
      ...(card.ownerReferenceNumber ? { cardOwnerReferenceNumber: card.ownerReferenceNumber } : {}),
    },
  };

/**
 * The purchase payload (spec 3): the priced quote with each traveller's chosen plan, names and date of
 * birth, the primary's contact, and a card token per traveller (the same one when one card pays).
 * Undefined while something it needs is missing.
 */
export const buildPurchaseRequest = (input: PurchaseInput): PurchaseRequestBody | undefined => {
  const primary = input.contacts[0];
  const ratesVersion = parseCalendarDate(input.ratesVersion);
  const province = input.quote.tripInformation.provinceOfResidence as Province;
  if (!primary || !ratesVersion) return Nothing;
  const contactOf = (ref: number) => input.contacts.find((c) => c.referenceNumber === ref);
  const paxes = [];
  for (const pax of input.quote.paxes) {
    const plan = input.planFor(pax.referenceNumber);
    const amountCents = input.totalFor(pax.referenceNumber);
    const payment = input.collectedMethod
      ? { method: input.collectedMethod, type: 'CHARGE' as const, amountCents }
      : cardPayment(input.cardFor(pax.referenceNumber), amountCents);
    const who = contactOf(pax.referenceNumber);
    if (!plan || !who || !payment) return Nothing;
    const dateOfBirth = parseCalendarDate(who.dateOfBirth);
    paxes.push({
      ...pax,
      ...(dateOfBirth ? { dateOfBirth } : {}),
      plans: [plan],
      firstName: who.form.firstName,
      lastName: who.form.lastName,
      ...(who.form.relationship ? { relationship: who.form.relationship } : {}),
      payment,
    });
  }
  const dependents = (input.quote.dependents ?? []).map((d) => {
    const who = contactOf(d.referenceNumber);
    const dateOfBirth = parseCalendarDate(who?.dateOfBirth) ?? d.dateOfBirth;
    return {
      ...d,
      dateOfBirth,
      ...(who ? { firstName: who.form.firstName, lastName: who.form.lastName } : {}),
      ...(who?.form.relationship ? { relationship: who.form.relationship } : {}),
    };
  });
  const f = primary.form;
  return {
    ...input.quote,
    ratesVersion,
    ...(input.quoteRef ? { quoteRef: input.quoteRef } : {}),
    expectedTotalCents: input.expectedTotalCents,
    paxes,
    ...(dependents.length > 0 ? { dependents } : {}),
    contact: {
      email: f.email,
      phone: f.phone,
      address: {
        addressLine1: f.addressLine1,
        ...(f.addressLine2 ? { addressLine2: f.addressLine2 } : {}),
        city: f.city,
        postalCode: f.postalCode,
        province,
        country: 'CA',
      },
    },
    lang: input.lang,
    ...(province === 'QC' ? { bill96Consent: input.bill96Consent } : {}),
  };
};

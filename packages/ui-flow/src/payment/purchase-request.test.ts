import { PurchaseRequestCodec } from '@tripx/application';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { TODAY, aQuoteRequest } from '../test-support/builders';
import { emptyTravellerForm } from '../travellers/traveller-details.form';
import type { TravellerContact } from '../travellers/traveller-details.store';
import { buildPurchaseRequest, type PurchaseInput } from './purchase-request';

const contactOf = (referenceNumber: number): TravellerContact => ({
  referenceNumber,
  dateOfBirth: undefined,
  form: {
    ...emptyTravellerForm('en', referenceNumber === 1),
    firstName: `First${referenceNumber}`,
    lastName: 'Traveller',
    email: 'a@example.com',
    phone: '4165550100',
    addressLine1: '1 Main St',
    city: 'Toronto',
    postalCode: 'M5V 1A1',
  },
});

/** The purchase input of travellers aged `ages`, each priced `price(ref)`, with or without cards. */
const inputFor = (
  ages: readonly number[],
  price: (ref: number) => number,
  withCards: boolean,
): PurchaseInput => {
  const quote = aQuoteRequest(ages);
  return {
    quote,
    ratesVersion: TODAY,
    expectedTotalCents: ages.reduce((sum, _, i) => sum + price(i + 1), 0),
    planFor: () => ({ code: 'SEMH' }),
    totalFor: price,
    contacts: ages.map((_, i) => contactOf(i + 1)),
    cardFor: (ref) =>
      withCards ? { dataKey: `key-${ref}`, expiry: '12/34', cardHolderName: 'Card Holder' } : undefined,
    lang: 'en',
    bill96Consent: false,
  };
};

const ages = fc.array(fc.integer({ min: 1, max: 80 }), { minLength: 1, maxLength: 4 });
const prices = fc.func(fc.integer({ min: 0, max: 500_000 }));

describe('buildPurchaseRequest: who collects', () => {
  it('by card: every traveller charged its own total with its token; no card, no payload', () => {
    fc.assert(
      fc.property(ages, prices, (a, price) => {
        const body = buildPurchaseRequest(inputFor(a, price, true));
        expect(
          body?.paxes.map((p) => [p.payment.method, p.payment.amountCents, p.payment.details?.dataKey]),
        ).toEqual(a.map((_, i) => ['CREDIT_CARD', price(i + 1), `key-${i + 1}`]));
        expect(buildPurchaseRequest(inputFor(a, price, false))).toBeUndefined();
      }),
    );
  });

  it('collected by staff (CASH, PAID_TO_AGENCY): every traveller by that method for its total, no token even when a card is there', () => {
    fc.assert(
      fc.property(
        ages,
        prices,
        fc.boolean(),
        fc.constantFrom('CASH', 'PAID_TO_AGENCY' as const),
        (a, price, withCards, method) => {
          const body = buildPurchaseRequest({ ...inputFor(a, price, withCards), collectedMethod: method });
          expect(body && PurchaseRequestCodec.is(body)).toBe(true);
          expect(body?.paxes.map((p) => p.payment)).toEqual(
            a.map((_, i) => ({ method, type: 'CHARGE', amountCents: price(i + 1) })),
          );
        },
      ),
    );
  });
});

describe('buildPurchaseRequest: the quote it was priced by', () => {
  it("sends the quote answer's signed reference back as it came, and none when the answer had none", () => {
    const input = inputFor([35], () => 1000, true);
    expect(buildPurchaseRequest({ ...input, quoteRef: 'abc.def' })?.quoteRef).toBe('abc.def');
    expect(buildPurchaseRequest({ ...input, quoteRef: '' })).not.toHaveProperty('quoteRef');
  });
});

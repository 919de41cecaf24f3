import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { purchaseOfQuote } from './quote-purchase.use-case';

const instant = fc.date({
  min: new Date('2026-01-01T00:00:00Z'),
  max: new Date('2027-01-01T00:00:00Z'),
  noInvalidDate: true,
});

describe('the purchase that bought the quote in progress', () => {
  it('property: the session’s purchase answers the quote exactly when the quote has not changed since', () => {
    fc.assert(
      fc.property(instant, fc.option(instant, { nil: null }), (purchasedAt, changedAt) => {
        const purchase = { policyNumber: 'TX1', purchasedAt };
        const bought = changedAt === null || changedAt.getTime() <= purchasedAt.getTime();
        expect(purchaseOfQuote(purchase, changedAt)).toEqual(bought ? purchase : undefined);
      }),
    );
  });

  it('no purchase in the session: nothing is bought, whatever the quote', () => {
    expect(purchaseOfQuote(undefined, null)).toBeUndefined();
    expect(purchaseOfQuote(undefined, new Date('2026-03-01T00:00:00Z'))).toBeUndefined();
  });
});

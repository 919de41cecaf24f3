import { describe, expect, it } from 'vitest';
import { confirmationTotal } from './confirmation-view';
import { aConfirmationTraveller, aConfirmationView } from './test-support/confirmation-view.builder';

describe('confirmation view', () => {
  it('the booking total is the sum of what each traveller paid', () => {
    expect(confirmationTotal(aConfirmationView())).toBe(23_544);
    const one = aConfirmationTraveller();
    expect(confirmationTotal({ travellers: [{ ...one, premium: { ...one.premium, total: 5 } }] })).toBe(5);
    expect(confirmationTotal({ travellers: [] })).toBe(0);
  });

  it('the sample traveller premium adds up: base + adjustments + taxes = total', () => {
    const { premium } = aConfirmationTraveller();
    const parts = premium.base + premium.adjustments.reduce((a, x) => a + x.amount, 0);
    expect(parts + premium.taxes.reduce((a, x) => a + x.amount, 0)).toBe(premium.total);
  });
});

import { describe, expect, it } from 'vitest';
import { paymentMethodForIndividualPayment } from './payment-method';

describe('payment method of the individualPayment flag', () => {
  it("maps 'true' to PAID_TO_AGENCY and everything else to CREDIT_CARD, as the spec words it", () => {
    expect(paymentMethodForIndividualPayment('true')).toBe('PAID_TO_AGENCY');
    expect(paymentMethodForIndividualPayment(true)).toBe('PAID_TO_AGENCY');
    expect(paymentMethodForIndividualPayment('false')).toBe('CREDIT_CARD');
    expect(paymentMethodForIndividualPayment(undefined)).toBe('CREDIT_CARD');
    expect(paymentMethodForIndividualPayment('TRUE')).toBe('CREDIT_CARD');
  });
});

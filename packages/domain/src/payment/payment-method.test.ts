import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CLAIMS, hasAll } from '../access/claims';
import { FEATURES } from '../access/features';
import type { UserType } from '../shared/enums';
import {
  paymentMethodForIndividualPayment,
  paymentMethodRefusal,
  paymentMethodsOffered,
  TRAVELLER_PAYMENT_METHODS,
} from './payment-method';

describe('payment method of the individualPayment flag', () => {
  it("maps 'true' to PAID_TO_AGENCY and everything else to CREDIT_CARD, as the spec words it", () => {
    expect(paymentMethodForIndividualPayment('true')).toBe('PAID_TO_AGENCY');
    expect(paymentMethodForIndividualPayment(true)).toBe('PAID_TO_AGENCY');
    expect(paymentMethodForIndividualPayment('false')).toBe('CREDIT_CARD');
    expect(paymentMethodForIndividualPayment(undefined)).toBe('CREDIT_CARD');
    expect(paymentMethodForIndividualPayment('TRUE')).toBe('CREDIT_CARD');
  });
});

describe('who may pay by which method (spec 4.5, 6)', () => {
  const claims = fc.subarray([...CLAIMS]);
  const payer = fc.record({
    claims,
    userType: fc.constantFrom<UserType | null>('LAN_ID', 'CIAM_ID', null),
    organizationCategory: fc.constantFrom<string | undefined>('AGENCY', 'DIRECT', 'WHITE_LABEL', undefined),
  });

  it('property: a card is always offered; CASH only to a signed-in person with the payment claims; PAID_TO_AGENCY only to an agency user with them', () => {
    fc.assert(
      fc.property(payer, (p) => {
        const offered = paymentMethodsOffered(p);
        const pays = hasAll(p.claims, FEATURES.payment);
        expect(offered).toContain('CREDIT_CARD');
        expect(offered.includes('CASH')).toBe(pays && p.userType !== null);
        expect(offered.includes('PAID_TO_AGENCY')).toBe(pays && p.organizationCategory === 'AGENCY');
        for (const m of TRAVELLER_PAYMENT_METHODS)
          expect(paymentMethodRefusal(m, p) === undefined).toBe(offered.includes(m));
      }),
    );
  });

  it('names each refusal by its code: a consumer’s CASH, a staff member’s PAID_TO_AGENCY outside an agency', () => {
    const consumer = { claims: [], userType: null, organizationCategory: 'DIRECT' };
    expect(paymentMethodRefusal('CASH', consumer)).toBe('cashNotAllowed');
    const staff = {
      claims: [...FEATURES.payment],
      userType: 'LAN_ID' as const,
      organizationCategory: 'DIRECT',
    };
    expect(paymentMethodRefusal('CASH', staff)).toBeUndefined();
    expect(paymentMethodRefusal('PAID_TO_AGENCY', staff)).toBe('paidToAgencyNotAllowed');
    expect(paymentMethodRefusal('CASH', { ...staff, userType: null })).toBe('cashNotAllowed');
  });
});

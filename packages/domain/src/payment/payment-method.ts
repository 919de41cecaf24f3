import type { PaymentMethod } from '../shared/enums';

/** The methods a traveller's payment step offers (spec 4.5); the other PaymentMethod values are endorsement ones. */
export const TRAVELLER_PAYMENT_METHODS = [
  'CASH',
  'CREDIT_CARD',
  'PAID_TO_AGENCY',
] as const satisfies readonly PaymentMethod[];
export type TravellerPaymentMethod = (typeof TRAVELLER_PAYMENT_METHODS)[number];

/**
 * Spec 4.5, kept word for word: individualPayment 'true' means PAID_TO_AGENCY, anything else CREDIT_CARD.
 * The flag's name suggests the opposite reading; the spec's mapping is what the stored forms rely on.
 */
export const paymentMethodForIndividualPayment = (individualPayment: unknown): TravellerPaymentMethod =>
  individualPayment === 'true' || individualPayment === true ? 'PAID_TO_AGENCY' : 'CREDIT_CARD';

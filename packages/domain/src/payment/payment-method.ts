import { hasAll, type Claim } from '../access/claims';
import { FEATURES } from '../access/features';
import { AGENCY_CATEGORY } from '../organization/organization-display';
import type { PaymentMethod, UserType } from '../shared/enums';

/** The methods a traveller's payment step offers (spec 4.5); the other PaymentMethod values are endorsement ones. */
export const TRAVELLER_PAYMENT_METHODS = [
  'CASH',
  'CREDIT_CARD',
  'PAID_TO_AGENCY',
] as const satisfies readonly PaymentMethod[];
export type TravellerPaymentMethod = (typeof TRAVELLER_PAYMENT_METHODS)[number];
/** The methods taken without a card (no card frame, no token), which only staff and agents are offered. */
export type CollectedMethod = Exclude<TravellerPaymentMethod, 'CREDIT_CARD'>;

/**
 * Spec 4.5, kept word for word: individualPayment 'true' means PAID_TO_AGENCY, anything else CREDIT_CARD.
 * The flag's name suggests the opposite reading; the spec's mapping is what the stored forms rely on.
 */
export const paymentMethodForIndividualPayment = (individualPayment: unknown): TravellerPaymentMethod =>
  individualPayment === 'true' || individualPayment === true ? 'PAID_TO_AGENCY' : 'CREDIT_CARD';

/** Who pays a traveller's premium, as the rule of the methods reads them. */
export interface Payer {
  readonly claims: readonly Claim[];
  /** The signed-in person's type; null for a consumer online or a partner's server. */
  readonly userType: UserType | null;
  readonly organizationCategory: string | undefined;
}

export type PaymentMethodRefusal = 'paidToAgencyNotAllowed' | 'cashNotAllowed';

/**
 * Which of spec 4.5's methods a payer may use: a card always; PAID_TO_AGENCY a user of an
 * agency-category organization who holds the payment claims (spec 6); CASH a signed-in person (staff
 * or agent, the b2b staff booking) who holds the payment claims and takes the money in person, never
 * a consumer online nor a partner's server. The server applies it to every purchase; the staff
 * booking offers only what it allows.
 */
export const paymentMethodRefusal = (
  method: TravellerPaymentMethod,
  payer: Payer,
): PaymentMethodRefusal | undefined => {
  const mayTakePayment = hasAll(payer.claims, FEATURES.payment);
  if (method === 'PAID_TO_AGENCY')
    return mayTakePayment && payer.organizationCategory === AGENCY_CATEGORY
      ? undefined
      : 'paidToAgencyNotAllowed';
  if (method === 'CASH') return mayTakePayment && payer.userType !== null ? undefined : 'cashNotAllowed';
  return undefined;
};

/** The methods a payer is offered, in the spec's order. */
export const paymentMethodsOffered = (payer: Payer): readonly TravellerPaymentMethod[] =>
  TRAVELLER_PAYMENT_METHODS.filter((m) => paymentMethodRefusal(m, payer) === undefined);

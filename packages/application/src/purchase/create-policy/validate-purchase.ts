import {
  AGENCY_CATEGORY,
  bill96ConsentAsked,
  bill96ConsentErrors,
  cardHolderNameErrors,
  checkSale,
  consumerReferralErrors,
  fail,
  FEATURES,
  hasAll,
  INSURER_REFERRAL,
  ok,
  paymentMethodRefusal,
  personNameErrors,
  provinceOfPostalCode,
  referringAgentErrors,
  studentSchoolErrors,
  toApiErrors,
  trimNames,
  type CalendarDate,
  validateEmail,
  validatePhone,
  validatePostalCode,
  type FieldError,
  type Result,
} from '@tripx/domain';
import { toQuoteRequest } from '../../rating/contracts/quote-request.contract';
import type { PurchasePax, PurchaseRequestBody } from '../contracts/purchase-request.contract';
import type { PurchaseCaller } from '../purchase.ports';

/**
 * The purchase after the domain rules: names trimmed, postal code uppercased, phone in E.164, e-mail
 * trimmed, and every traveller's real date of birth (a policy never carries an invented one).
 */
export type ValidPurchase = Omit<PurchaseRequestBody, 'paxes'> & {
  readonly paxes: (PurchasePax & { readonly dateOfBirth: CalendarDate })[];
};

const hasDateOfBirth = <P extends { readonly dateOfBirth?: CalendarDate }>(
  p: P,
): p is P & { readonly dateOfBirth: CalendarDate } => p.dateOfBirth !== undefined;

/**
 * The quote's sale rules on the server's today (with the application date the purchase is priced on),
 * then what only a purchase asks: the student's school, a card holder's name for each card, and
 * the referring agent of an agency's seller (its user or its partner key). Errors are on the body's paths.
 */
const saleErrors = (
  body: PurchaseRequestBody,
  caller: PurchaseCaller,
  agency: boolean,
  today: CalendarDate,
): { errors: readonly FieldError[]; travellingWithinCanada: boolean } => {
  const chosen = body.applicationDate !== undefined && hasAll(caller.claims, FEATURES.customApplicationDate);
  const sale = checkSale(
    toQuoteRequest({ ...body, applicationDate: chosen ? body.applicationDate : today }, today),
    today,
  );
  const trip = body.tripInformation;
  const cards = body.paxes.flatMap((p) =>
    p.payment.details
      ? [{ paxId: String(p.referenceNumber), cardHolderName: p.payment.details.cardHolderName }]
      : [],
  );
  const errors = [
    ...(sale.ok ? [] : sale.errors),
    ...(body.travellerCategory === 'STUDENT' ? studentSchoolErrors(trip) : []),
    ...cardHolderNameErrors({ individualPayment: true, travellers: cards }),
    // A consumer who came by an agency's link buys from the agency without naming its agent, nor may
    // any consumer name one.
    ...(caller.salesChannel === 'b2b'
      ? referringAgentErrors(agency, body.referredBy)
      : consumerReferralErrors(body.referredBy)),
  ];
  return {
    errors: toApiErrors(errors, body),
    travellingWithinCanada: sale.ok && sale.value.tripInformation.travellingWithinCanada,
  };
};

/**
 * Domain rules of the purchase payload (spec 3, 5.6): trimmed names that are people's names, a valid
 * e-mail, phone and postal code (uppercased, country CA by the codec), Bill 96 consent for Québec,
 * a date of birth and exactly one plan per traveller (a quote may go by age alone, a policy may not),
 * a card token for each CREDIT_CARD traveller, PAID_TO_AGENCY and CASH only for whom the domain's
 * `paymentMethodRefusal` allows them (spec 4.5, 6); and the sale rules (`saleErrors`).
 */
export const validatePurchase = (
  body: PurchaseRequestBody,
  caller: PurchaseCaller,
  organizationCategory: string | undefined,
  today: CalendarDate,
): Result<ValidPurchase> => {
  const sale = saleErrors(body, caller, organizationCategory === AGENCY_CATEGORY, today);
  const errors: FieldError[] = [...sale.errors];
  const paxes = body.paxes.map((p, i) => {
    const t = trimNames(p);
    if (!hasDateOfBirth(t)) errors.push({ field: `paxes.${i}.dateOfBirth`, code: 'dateOfBirthRequired' });
    errors.push(
      ...personNameErrors(`paxes.${i}.firstName`, t.firstName, 'travellerNamesRequired'),
      ...personNameErrors(`paxes.${i}.lastName`, t.lastName, 'travellerNamesRequired'),
    );
    if (t.plans.length !== 1) errors.push({ field: `paxes.${i}.plans`, code: 'planChoiceRequired' });
    const pay = t.payment;
    if (pay.method === 'CREDIT_CARD' && !pay.details)
      errors.push({ field: `paxes.${i}.payment.details`, code: 'paymentMissing' });
    const refusal = paymentMethodRefusal(pay.method, {
      claims: caller.claims,
      userType: caller.userType,
      organizationCategory,
    });
    if (refusal) errors.push({ field: `paxes.${i}.payment.method`, code: refusal });
    const cardHolderName = pay.details?.cardHolderName.trim();
    return {
      ...t,
      payment:
        pay.details && cardHolderName !== undefined
          ? { ...pay, details: { ...pay.details, cardHolderName } }
          : pay,
    };
  });
  if (paxes.length === 0) errors.push({ field: 'paxes', code: 'required' });
  const dependents = (body.dependents ?? []).map((d) => trimNames(d));
  const email = validateEmail(body.contact.email, { field: 'contact.email' });
  const phone = validatePhone(body.contact.phone, { field: 'contact.phone' });
  const postal = validatePostalCode(body.contact.address.postalCode, { field: 'contact.address.postalCode' });
  for (const r of [email, phone, postal]) if (!r.ok) errors.push(...r.errors);
  errors.push(
    ...bill96ConsentErrors({
      province: body.tripInformation.provinceOfResidence,
      flowRequiresConsent: bill96ConsentAsked(body.lang),
      consent: body.bill96Consent,
    }),
  );
  if (errors.length > 0) return fail(errors);
  const employeeName = body.employeeName?.trim();
  const { referredBy, ...rest } = body;
  const purchase: ValidPurchase = {
    ...rest,
    // The insurer's own option refers no agent.
    ...(referredBy !== undefined && referredBy !== INSURER_REFERRAL ? { referredBy } : {}),
    tripInformation: { ...body.tripInformation, travellingWithinCanada: sale.travellingWithinCanada },
    // Every traveller has one here: a missing date of birth is an error above.
    paxes: paxes.filter(hasDateOfBirth),
    ...(body.dependents ? { dependents } : {}),
    ...(employeeName !== undefined ? { employeeName } : {}),
    contact: {
      email: email.ok ? email.value : body.contact.email,
      phone: phone.ok ? phone.value : body.contact.phone,
      address: {
        ...body.contact.address,
        addressLine1: body.contact.address.addressLine1.trim(),
        city: body.contact.address.city.trim(),
        postalCode: postal.ok ? postal.value : body.contact.address.postalCode,
        // Where the insured lives is where the postal code is, not the province of the quote (a visitor
        // names the province visited there): the browser's province is kept only when the code says none.
        province: (postal.ok && provinceOfPostalCode(postal.value)) || body.contact.address.province,
      },
    },
  };
  return ok(purchase);
};

import { calendarDateAt, DEFAULT_ORGANIZATION_CODE, type FieldError } from '@tripx/domain';
import { Effect, Either } from 'effect';
import { apiError } from '../../contracts/api-error.contract';
import { licenceRefusal } from '../../distribution/assert-agent-may-book/licence-refusal';
import type { PurchaseRequestBody } from '../contracts/purchase-request.contract';
import type { KeyStart, PendingBooking, PurchaseCaller, StoredAnswer } from '../purchase.ports';
import { pendingBooking } from './booking';
import type { CreatePolicyDeps } from './create-policy.deps';
import { pricePurchase, type PricedPurchase } from './price-purchase';
import { purchaseIdentity } from './purchase-identity';
import { stable } from './stable-json';
import { validatePurchase, type ValidPurchase } from './validate-purchase';

/** What a purchase starts under its key: a refusal to keep, or a booking to write PENDING and charge. */
export type PurchaseStart =
  | { readonly start: Extract<KeyStart, { kind: 'answer' }> }
  | {
      readonly start: Extract<KeyStart, { kind: 'booking' }>;
      readonly booking: PendingBooking;
      readonly purchase: ValidPurchase;
      readonly priced: PricedPurchase;
    };

export const problems = (errors: readonly FieldError[]) =>
  errors.map((e) => ({ path: e.field, code: e.code }));
const refuse = (status: number, body: StoredAnswer['body']): PurchaseStart => ({
  start: { kind: 'answer', answer: { status, body } },
});

/** A named referring agent must be an agent of the purchase's organization (spec 6). */
const referralErrors = async (
  deps: CreatePolicyDeps,
  organizationCode: string,
  referredBy: string | undefined,
): Promise<readonly FieldError[]> =>
  referredBy === undefined || (await deps.referrers.isReferringAgent(organizationCode, referredBy))
    ? []
    : [{ field: 'referredBy', code: 'referringAgentUnknown' }];

/**
 * Everything decided before the Idempotency-Key is claimed, so that the claim and its outcome are
 * written together: the organization, the seller's licence, the domain rules, the re-rating with the
 * quote's rate version, and the booking (one policy number per traveller) — or the refusal kept
 * under the key.
 */
export const startPurchase = async (
  deps: CreatePolicyDeps,
  caller: PurchaseCaller,
  body: PurchaseRequestBody,
  idempotency: { readonly scope: string; readonly key: string },
): Promise<PurchaseStart> => {
  // The session's organization (white label, ref code, or the one staff chose with /switch); a body
  // naming another one was refused before.
  const organizationCode = caller.organizationCode ?? DEFAULT_ORGANIZATION_CODE;
  const category = await deps.store.organizationCategory(organizationCode);
  if (category === undefined)
    return refuse(
      400,
      apiError('invalidValue', 'Unknown organization.', [{ path: 'organizationCode', code: 'invalidValue' }]),
    );
  const unlicensed = await licenceRefusal(
    deps.licences,
    caller,
    body.tripInformation.provinceOfResidence,
    deps.now(),
  );
  if (unlicensed) return refuse(403, apiError(unlicensed.code, unlicensed.message, unlicensed.fields));
  const valid = validatePurchase({ ...body, organizationCode }, caller, category, calendarDateAt(deps.now()));
  const referral = await referralErrors(
    deps,
    organizationCode,
    valid.ok ? valid.value.referredBy : undefined,
  );
  if (!valid.ok || referral.length > 0) {
    const errors = [...(valid.ok ? [] : valid.errors), ...referral];
    const status = errors.some((e) => e.code === 'paidToAgencyNotAllowed') ? 403 : 400;
    const code = status === 403 ? 'paidToAgencyNotAllowed' : 'invalidValue';
    return refuse(status, apiError(code, 'The purchase is not valid.', problems(errors)));
  }
  const purchase = valid.value;
  const catalogue = await Effect.runPromise(Effect.either(deps.catalogue.load()));
  if (Either.isLeft(catalogue)) return refuse(503, apiError('unavailable', 'Rates are unavailable.'));
  const now = deps.now();
  const quoteRef = body.quoteRef === undefined ? undefined : deps.quoteReferences.read(body.quoteRef);
  const priced = pricePurchase(catalogue.right, purchase, caller, now, quoteRef);
  if (!priced.ok) {
    const changed = priced.status === 409;
    const message = changed
      ? `The price changed: ${String(priced.errors[0]?.params?.['totalCents'])} cents now.`
      : 'The purchase cannot be priced.';
    return refuse(
      priced.status,
      apiError(changed ? 'priceChanged' : 'invalidValue', message, problems(priced.errors)),
    );
  }
  const numbers = await deps.store.nextPolicyNumbers(purchase.paxes.length);
  const booking = pendingBooking({
    catalogue: catalogue.right,
    purchase,
    priced: priced.value,
    caller,
    groupNumber: `G${numbers[0] as string}`,
    policyNumbers: numbers,
    idempotency,
    fingerprint: deps.hash(stable(purchaseIdentity(purchase))),
    now,
  });
  return { start: { kind: 'booking', booking }, booking, purchase, priced: priced.value };
};

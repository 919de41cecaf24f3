import { calendarDateAt, DEFAULT_ORGANIZATION_CODE, type FieldError } from '@tripx/domain';
import { Effect } from 'effect';
import { licenceRefusal } from '../../distribution/assert-agent-may-book/licence-refusal';
import type { LicenceRefused } from '../../distribution/distribution.errors';
import type { PurchaseRequestBody } from '../contracts/purchase-request.contract';
import {
  CashNotAllowed,
  InvalidPurchase,
  PaidToAgencyNotAllowed,
  PriceChanged,
  RatesUnavailable,
} from '../purchase.errors';
import type { PendingBooking, PurchaseCaller } from '../purchase.ports';
import { pendingBooking } from './booking';
import type { CreatePolicyDeps } from './create-policy.deps';
import { pricePurchase, type PricedPurchase } from './price-purchase';
import { purchaseIdentity } from './purchase-identity';
import { stable } from './stable-json';
import { validatePurchase, type ValidPurchase } from './validate-purchase';

/** A refusal decided before the key is claimed: kept under the key with the claim. */
export type StartRefusal =
  | InvalidPurchase
  | PaidToAgencyNotAllowed
  | CashNotAllowed
  | LicenceRefused
  | RatesUnavailable
  | PriceChanged;

/** What a purchase starts under its key: a refusal to keep, or a booking to write PENDING and charge. */
export type PurchaseStart =
  | { readonly kind: 'refused'; readonly failure: StartRefusal }
  | {
      readonly kind: 'booking';
      readonly booking: PendingBooking;
      readonly purchase: ValidPurchase;
      readonly priced: PricedPurchase;
    };

export const problems = (errors: readonly FieldError[]) =>
  errors.map((e) => ({ path: e.field, code: e.code }));
const refuse = (failure: StartRefusal): PurchaseStart => ({ kind: 'refused', failure });

/** A named referring agent must be an agent of the purchase's organization (spec 6). */
const referralErrors = (
  deps: Pick<CreatePolicyDeps<never>, 'referrers'>,
  organizationCode: string,
  referredBy: string | undefined,
): Effect.Effect<readonly FieldError[]> =>
  referredBy === undefined
    ? Effect.succeed([])
    : Effect.map(
        Effect.promise(() => deps.referrers.isReferringAgent(organizationCode, referredBy)),
        (known): readonly FieldError[] =>
          known ? [] : [{ field: 'referredBy', code: 'referringAgentUnknown' }],
      );

/** The refusal of a purchase the domain rules or the referral reject. */
const ruleRefusal = (errors: readonly FieldError[]): StartRefusal => {
  const fields = problems(errors);
  const message = 'The purchase is not valid.';
  if (errors.some((e) => e.code === 'paidToAgencyNotAllowed'))
    return new PaidToAgencyNotAllowed({ code: 'paidToAgencyNotAllowed', message, fields });
  if (errors.some((e) => e.code === 'cashNotAllowed'))
    return new CashNotAllowed({ code: 'cashNotAllowed', message, fields });
  return new InvalidPurchase({ code: 'invalidValue', message, fields });
};

/** Not priced: the price changed (the new total in the message), or the purchase cannot be priced. */
const pricingRefusal = (changed: boolean, errors: readonly FieldError[]): StartRefusal =>
  changed
    ? new PriceChanged({
        code: 'priceChanged',
        message: `The price changed: ${String(errors[0]?.params?.['totalCents'])} cents now.`,
        fields: problems(errors),
      })
    : new InvalidPurchase({
        code: 'invalidValue',
        message: 'The purchase cannot be priced.',
        fields: problems(errors),
      });

/**
 * Everything decided before the buyer's idempotency key is claimed, so that the claim and its outcome are
 * written together: the organization, the seller's licence, the domain rules, the re-rating with the
 * quote's rate version, and the booking (one policy number per traveller) — or the refusal kept
 * under the key.
 */
export const startPurchase = <Kept>(
  deps: CreatePolicyDeps<Kept>,
  caller: PurchaseCaller,
  body: PurchaseRequestBody,
  idempotency: { readonly scope: string; readonly key: string },
): Effect.Effect<PurchaseStart> =>
  Effect.gen(function* () {
    // The session's organization (white label, ref code, or the one staff switched to); a body
    // naming another one was refused before.
    const organizationCode = caller.organizationCode ?? DEFAULT_ORGANIZATION_CODE;
    const category = yield* Effect.promise(() => deps.store.organizationCategory(organizationCode));
    if (category === undefined)
      return refuse(
        new InvalidPurchase({
          code: 'invalidValue',
          message: 'Unknown organization.',
          fields: [{ path: 'organizationCode', code: 'invalidValue' }],
        }),
      );
    const province = body.tripInformation.provinceOfResidence;
    const unlicensed = yield* Effect.promise(() =>
      licenceRefusal(deps.licences, caller, province, deps.now()),
    );
    if (unlicensed) return refuse(unlicensed);
    const valid = validatePurchase(
      { ...body, organizationCode },
      caller,
      category,
      calendarDateAt(deps.now()),
    );
    const referral = yield* referralErrors(
      deps,
      organizationCode,
      valid.ok ? valid.value.referredBy : undefined,
    );
    if (!valid.ok || referral.length > 0)
      return refuse(ruleRefusal([...(valid.ok ? [] : valid.errors), ...referral]));
    const purchase = valid.value;
    const catalogue = yield* Effect.either(deps.catalogue.load());
    if (catalogue._tag === 'Left')
      return refuse(new RatesUnavailable({ code: 'unavailable', message: 'Rates are unavailable.' }));
    const now = deps.now();
    const quoteRef = body.quoteRef === undefined ? undefined : deps.quoteReferences.read(body.quoteRef);
    const priced = pricePurchase(catalogue.right, purchase, caller, now, quoteRef);
    if (!priced.ok) return refuse(pricingRefusal(priced.reason === 'priceChanged', priced.errors));
    const numbers = yield* Effect.promise(() => deps.store.nextPolicyNumbers(purchase.paxes.length));
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
    return { kind: 'booking', booking, purchase, priced: priced.value } as const;
  });

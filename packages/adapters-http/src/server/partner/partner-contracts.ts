import {
  AlreadyPurchasedAnswerCodec,
  CancellationCodec,
  PartnerCancelBody,
  PartnerPolicyListQuery,
  PolicyBookingCodec,
  PolicyNumberParams,
  PolicySearchPageCodec,
  ProblemCodec,
  PurchaseRequestCodec,
  PurchaseResponseCodec,
  QuoteRequestCodec,
  QuoteResponseCodec,
  type IdempotencyFailure,
} from '@tripx/application';
import type { PartnerScope } from '@tripx/domain';
import * as t from 'io-ts';
import type { Statuses } from '../answer-effect';
import { CONFIRMATION_PDF_STATUSES } from '../delivery.statuses';
import type { RouteContracts } from '../plugins/route-contracts';
import { POLICY_STATUSES } from '../policy.statuses';
import { PURCHASE_STATUSES } from '../purchase.statuses';
import { RATING_STATUSES } from '../rating.statuses';

/** The partner API's version: its paths start with it, and its document says it. */
export const PARTNER_PREFIX = '/partner/v1';

/** The purchase's idempotency refusals, as the purchase answers them (a quote and a cancellation too). */
export const IDEMPOTENCY_STATUSES: Statuses<IdempotencyFailure> = {
  IdempotencyKeyRequired: PURCHASE_STATUSES.IdempotencyKeyRequired,
  IdempotencyKeyConflict: PURCHASE_STATUSES.IdempotencyKeyConflict,
  PurchaseInProgress: PURCHASE_STATUSES.PurchaseInProgress,
};

/** A route of the partner API: its contracts, the scope its key needs, and what it does. */
export interface PartnerRoute extends RouteContracts {
  readonly scope: PartnerScope;
  readonly summary: string;
  readonly description: string;
}

const policy = { params: PolicyNumberParams };

/**
 * Every route of `/partner/v1`, by `METHOD url` as registered: the routes decode with these codecs,
 * the partner document is made from them, the contract suite checks every answer against it.
 */
export const PARTNER_CONTRACTS: Readonly<Record<string, PartnerRoute>> = {
  [`POST ${PARTNER_PREFIX}/quotes`]: {
    scope: 'quote',
    summary: 'Quote a trip',
    description:
      'Premiums per traveller and plan, by the same rating and eligibility rules as the apps, for the key’s organization (a body naming another one is refused). An agency sells only where one of its licences allows it (403 licenceMissing / licenceExpired / licenceNotAuthorized). The answer’s `quoteRef` and `ratesVersion` bind it.',
    body: QuoteRequestCodec,
    ok: { json: QuoteResponseCodec },
    failures: [RATING_STATUSES, IDEMPOTENCY_STATUSES, 503],
  },
  [`POST ${PARTNER_PREFIX}/policies`]: {
    scope: 'bind',
    summary: 'Bind a quote: one policy per traveller',
    description:
      'The quote request with its `quoteRef`, `ratesVersion` and `expectedTotalCents`, the travellers’ names, the contact and each traveller’s payment: `CREDIT_CARD` with the `dataKey` token of the card frame (a card number never reaches the API), or `PAID_TO_AGENCY`, the premium collected by the partner, which only an organization of the agency category may use (403 paidToAgencyNotAllowed); `CASH` is taken in person by staff and agents, never by a partner (403 cashNotAllowed). The policies are written active before any card is charged; a refused card reverses everything (402).',
    body: PurchaseRequestCodec,
    ok: { status: 201, json: PurchaseResponseCodec },
    failures: [PURCHASE_STATUSES, 503],
    errorBodies: { 409: t.intersection([ProblemCodec, t.partial(AlreadyPurchasedAnswerCodec.props)]) },
  },
  [`GET ${PARTNER_PREFIX}/policies`]: {
    scope: 'policies:read',
    summary: 'Policies changed since an instant',
    description:
      'The key’s organization’s policies (one per traveller) changed at or after `updatedSince` (ISO 8601 with its offset), newest purchase first, a page at a time (`offset`, `limit` ≤ 100).',
    querystring: PartnerPolicyListQuery,
    ok: { json: PolicySearchPageCodec },
    failures: [POLICY_STATUSES],
  },
  [`GET ${PARTNER_PREFIX}/policies/:policyNumber`]: {
    scope: 'policies:read',
    summary: 'A policy and its booking',
    description:
      'The booking that holds the policy (every traveller, trip, payments). A policy of another organization answers 404, exactly like one that does not exist.',
    ...policy,
    ok: { json: PolicyBookingCodec },
    failures: [POLICY_STATUSES],
  },
  [`POST ${PARTNER_PREFIX}/policies/:policyNumber/cancel`]: {
    scope: 'policies:cancel',
    summary: 'Cancel a policy',
    description:
      'Cancels one traveller’s policy within the cancellation rule of its rate version; the refund that rule gives goes back to the card it was paid with (after the cancellation is written). 409 policyNotActive when it is not active.',
    ...policy,
    body: PartnerCancelBody,
    ok: { json: CancellationCodec },
    failures: [POLICY_STATUSES, IDEMPOTENCY_STATUSES],
  },
  [`GET ${PARTNER_PREFIX}/policies/:policyNumber/documents/confirmation.pdf`]: {
    scope: 'policies:read',
    summary: 'The confirmation PDF',
    description:
      'The policy’s confirmation in its own language, or in `lang` (`en`, `fr`: a query parameter or a header).',
    ...policy,
    ok: { file: ['application/pdf'] },
    failures: [CONFIRMATION_PDF_STATUSES, POLICY_STATUSES],
  },
};

/** A partner route's contracts (the routes read their scope and summary here). */
export const partnerContract = (method: string, url: string): PartnerRoute => {
  const contract = PARTNER_CONTRACTS[`${method} ${url}`];
  if (!contract) throw new Error(`No partner contract for ${method} ${url}`);
  return contract;
};

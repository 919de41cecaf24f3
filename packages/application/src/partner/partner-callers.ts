import { FEATURES, unionClaims, type Claim, type PartnerScope } from '@tripx/domain';
import type { CancelPolicyRequest } from '../policy/cancel-policy/cancel-policy';
import type { PurchaseCaller } from '../purchase/purchase.ports';
import type { QuoteCaller } from '../rating/quote-caller';
import type { Actor } from '../session/session';
import type { PartnerCaller } from './partner-caller';

/**
 * What each scope of a partner's key lets it do, as the claims the use cases check: a key is
 * refused by the edge without the scope, and by the use case without the claims.
 */
export const PARTNER_SCOPE_CLAIMS: Readonly<Record<PartnerScope, readonly Claim[]>> = {
  quote: FEATURES.bookQuote,
  bind: FEATURES.payment,
  'policies:read': FEATURES.viewPolicies,
  'policies:cancel': FEATURES.cancelPolicy,
};

const claimsOf = (partner: PartnerCaller): readonly Claim[] =>
  unionClaims(...partner.scopes.map((s) => PARTNER_SCOPE_CLAIMS[s]));

/** Who a partner's key is in history rows (`actor_ref`): the key, never a person. */
export const partnerActorRef = (partner: PartnerCaller): string => `partner-key:${partner.keyId}`;

/**
 * The idempotency scope of a partner's calls: its organization's in the key's environment (a rotated
 * key retries under the same keys; a test key and a live key never share one), one per call, so that
 * one Idempotency-Key on two calls is two keys. A live key's scope is the organization's alone, as it
 * was before environments were told apart, so a live retry across that upgrade still meets its key.
 */
export const partnerIdempotencyScope = (
  partner: Pick<PartnerCaller, 'organizationCode' | 'environment'>,
  call: 'bind' | 'quote' | 'cancel',
): string => {
  const organization = `partner:${partner.organizationCode}${partner.environment === 'live' ? '' : ':test'}`;
  return call === 'bind' ? organization : `${organization}:${call}`;
};

/**
 * The quote's caller: the key's organization (a body naming another is refused as for the apps),
 * selling under that organization's licences when it is an agency.
 */
export const partnerQuoteCaller = (partner: PartnerCaller): QuoteCaller => ({
  organizationCode: partner.organizationCode,
  seller: { profileRef: null, userType: null, partnerOrganization: partner.organizationCode },
});

/**
 * The purchase's caller: the key's organization, its licences, and the payment claims of the
 * `bind` scope. "Collected by the partner" (PAID_TO_AGENCY) is then decided by the purchase's own
 * rule: only for an organization of the agency category.
 */
export const partnerPurchaseCaller = (partner: PartnerCaller): PurchaseCaller => ({
  sessionKey: partnerIdempotencyScope(partner, 'bind'),
  partnerOrganization: partner.organizationCode,
  profileRef: null,
  userType: null,
  claims: claimsOf(partner),
  organizationCode: partner.organizationCode,
  salesChannel: 'b2b',
});

/**
 * Policy administration's caller: the key, reaching the policies of its own organization only
 * (not those below it), with the claims of its scopes.
 */
export const partnerActor = (partner: PartnerCaller): Extract<Actor, { readonly kind: 'user' }> => ({
  kind: 'user',
  organizationCode: partner.organizationCode,
  profileRef: partnerActorRef(partner),
  profileCode: partner.keyId,
  name: `API key ${partner.keyId}`,
  userType: 'CIAM_ID',
  role: 'PartnerKey',
  claims: claimsOf(partner),
  dataScope: 'ORGANIZATION',
  organizations: [{ code: partner.organizationCode, isDefault: true }],
  organizationsInScope: [partner.organizationCode],
});

/** A partner's cancellation of one policy (one traveller), with its reason. */
export const partnerCancellation = (
  policyNumber: string,
  cancellationReason: string,
): CancelPolicyRequest => ({
  cancellationReason,
  paxes: [{ policyNumber }],
});

/*
 * Compiled by typecheck, never run: each answer the HTTP client decodes agrees with the type that
 * openapi-typescript generated from the API document (openapi.d.ts), so that the client, the
 * routes' contracts and the published document cannot drift apart. A call whose codec and
 * document disagree fails to compile on its own line.
 */
import type {
  AgentProfileCodec,
  AttemptPageCodec,
  UserRecordCodec,
  AgentSearchResponseCodec,
  AppliedEndorsementCodec,
  CancellationCodec,
  CancellationPreviewCodec,
  ContentByLanguageCodec,
  ContentViewCodec,
  CreatedPartnerKeyCodec,
  CreatedWebhookEndpointCodec,
  CreatedProfileCodec,
  DeletedCodec,
  EndorsementFormCodec,
  ExternalLinkCodec,
  FinancialsCodec,
  HierarchyCodec,
  KeepAliveResponse,
  LicenceRowCodec,
  LicenceSearchResponseCodec,
  MedicalQuestionnaireResponseCodec,
  NoteCodec,
  NotesCodec,
  OrganizationDetailsCodec,
  OrganizationNodeCodec,
  PartnerKeyCodec,
  PartnerKeysCodec,
  PolicyBookingCodec,
  BookingConfirmationCodec,
  PolicyDeliveriesCodec,
  PolicyEventsCodec,
  PolicySearchPageCodec,
  PurchaseResponseCodec,
  QuoteResponseCodec,
  ReQuoteCodec,
  RecommendationResponseCodec,
  ReferringAgentsResponseCodec,
  WebhookDeliveryListCodec,
  WebhookEndpointListCodec,
  WebhookResentCodec,
  WebhookSecretCodec,
  ReinstatementCodec,
  ReinstatementPreviewCodec,
  RoleOptionCodec,
  SalesReportCodec,
  TranslationResponse,
} from '@tripx/application';
import type * as t from 'io-ts';
import type { AuthStateCodec, ExpirationCodec, RedirectCodec } from './http-auth.service';
import type { paths } from './openapi';

type Method = 'get' | 'post' | 'put' | 'delete';
/** The JSON body the document gives for one status of one operation. */
type Answer<P extends keyof paths, M extends Method, S extends number = 200> = paths[P][M] extends {
  responses: { [K in S]: { content: { 'application/json': infer B } } };
}
  ? B
  : never;

/** A decoded value as JSON carries it: brands (CalendarDate…) are plain strings, arrays mutable. */
type Wire<T> = T extends string
  ? T extends { readonly __brand: unknown }
    ? string
    : T
  : T extends readonly (infer E)[]
    ? Wire<E>[]
    : T extends object
      ? { [K in keyof T]: Wire<T[K]> }
      : T;
type Value<C extends t.Mixed> = Wire<t.TypeOf<C>>;

/** The codec's value and the document's body are each assignable to the other. */
type Same<C extends t.Mixed, B> = [Value<C>] extends [B] ? ([B] extends [Value<C>] ? true : false) : false;
/** What the server documents is what the client's codec (which reads a part of it) accepts. */
type Reads<C extends t.Mixed, B> = [B] extends [Value<C>] ? true : false;

/** One entry per call of the client: true when its codec and the document agree. */
interface Checks {
  // The buyer's calls.
  readonly c01: Same<typeof QuoteResponseCodec, Answer<'/api/quote', 'post'>>;
  readonly c02: Same<typeof RecommendationResponseCodec, Answer<'/api/recommendation', 'post'>>;
  readonly c03: Same<typeof PurchaseResponseCodec, Answer<'/api/policies', 'post', 201>>;
  readonly c04: Same<
    typeof MedicalQuestionnaireResponseCodec,
    Answer<'/api/product/medicalQuestionaire', 'get'>
  >;
  readonly c05: Same<typeof ContentViewCodec, Answer<'/api/distribution/content', 'post'>>;
  readonly c06: Same<
    typeof TranslationResponse,
    Answer<'/tms/translationspaces/{space}/translations/{name}', 'get'>
  >;
  readonly c07: Same<typeof KeepAliveResponse, Answer<'/keepalive', 'get'>>;
  // Sign-in and session: the client reads a part of the answer.
  readonly c08: Reads<typeof AuthStateCodec, Answer<'/api/auth/user', 'get'>>;
  readonly c09: Reads<typeof ExpirationCodec, Answer<'/keepalive', 'get'>>;
  readonly c10: Reads<typeof ExpirationCodec, Answer<'/api/auth/refreshToken', 'post'>>;
  readonly c11: Reads<typeof RedirectCodec, Answer<'/logout', 'post'>>;
  // Policy administration.
  readonly c12: Same<typeof PolicySearchPageCodec, Answer<'/api/policies/search', 'get'>>;
  // The staff read, or with `associated-policy` the purchase's confirmation: the document's body is either.
  readonly c13: Same<
    t.UnionC<[typeof PolicyBookingCodec, typeof BookingConfirmationCodec]>,
    Answer<'/api/policies/{policyNumber}', 'get'>
  >;
  readonly c14: Same<typeof PolicyEventsCodec, Answer<'/api/policies/{policyNumber}/history', 'get'>>;
  readonly c15: Same<
    typeof PolicyDeliveriesCodec,
    Answer<'/api/policies/{policyNumber}/confirmation/deliveries', 'get'>
  >;
  readonly c16: Same<typeof FinancialsCodec, Answer<'/api/policies/{policyNumber}/financials', 'get'>>;
  readonly c17: Same<typeof NotesCodec, Answer<'/api/notes/policy/{ownerCode}/notes', 'get'>>;
  readonly c18: Same<typeof NoteCodec, Answer<'/api/notes/policy/{ownerCode}/note', 'post', 201>>;
  readonly c19: Same<typeof EndorsementFormCodec, Answer<'/api/policies/{policyNumber}/endorsement', 'get'>>;
  readonly c20: Same<typeof ReQuoteCodec, Answer<'/api/policies/re-quote', 'post'>>;
  readonly c21: Same<typeof AppliedEndorsementCodec, Answer<'/api/policies', 'put'>>;
  readonly c22: Same<typeof AppliedEndorsementCodec, Answer<'/api/policies/retry', 'put'>>;
  readonly c23: Same<
    typeof CancellationPreviewCodec,
    Answer<'/api/policies/{policyNumber}/cancellation', 'get'>
  >;
  readonly c24: Same<typeof CancellationCodec, Answer<'/api/policies/cancel', 'put'>>;
  readonly c25: Same<typeof ReinstatementCodec, Answer<'/api/policies/reinstate', 'put'>>;
  // Distribution.
  readonly c26: Same<typeof AgentSearchResponseCodec, Answer<'/api/distribution/agent/search', 'get'>>;
  readonly c27: Same<
    typeof AgentSearchResponseCodec,
    Answer<'/api/distribution/users-internal/search', 'get'>
  >;
  readonly c28: Same<typeof AgentProfileCodec, Answer<'/api/distribution/agent/getProfileByRef', 'get'>>;
  readonly c29: Same<
    typeof CreatedProfileCodec,
    Answer<'/api/distribution/agent/createProfile', 'post', 201>
  >;
  readonly c30: Same<t.ArrayC<typeof UserRecordCodec>, Answer<'/api/distribution/agent/agentlist', 'get'>>;
  readonly c31: Same<typeof ReferringAgentsResponseCodec, Answer<'/api/distribution/agent/referring', 'get'>>;
  readonly c32: Same<t.ArrayC<typeof RoleOptionCodec>, Answer<'/api/distribution/agent/getRoles', 'get'>>;
  readonly c33: Same<typeof HierarchyCodec, Answer<'/api/distribution/agent/getAgencyHierarchy', 'get'>>;
  readonly c34: Same<
    t.ArrayC<typeof OrganizationNodeCodec>,
    Answer<'/api/distribution/list-organization', 'post'>
  >;
  readonly c35: Same<
    t.ArrayC<typeof OrganizationNodeCodec>,
    Answer<'/api/distribution/list-organization-reports', 'post'>
  >;
  readonly c36: Same<typeof OrganizationDetailsCodec, Answer<'/api/distribution/agency/{code}', 'get'>>;
  readonly c37: Same<
    typeof OrganizationDetailsCodec,
    Answer<'/api/distribution/maintenance/{code}/content', 'get'>
  >;
  readonly c38: Same<
    typeof ContentByLanguageCodec,
    Answer<'/api/distribution/maintenance/{code}/content', 'put'>
  >;
  readonly c39: Same<typeof LicenceSearchResponseCodec, Answer<'/api/distribution/licenses/search', 'post'>>;
  readonly c40: Same<
    typeof LicenceRowCodec,
    Answer<'/api/distribution/agent/{id}/license/{licenseId}', 'get'>
  >;
  readonly c41: Same<
    typeof LicenceRowCodec,
    Answer<'/api/distribution/agency/{id}/license/{licenseId}', 'put'>
  >;
  readonly c42: Same<typeof LicenceRowCodec, Answer<'/api/distribution/agent/license', 'post', 201>>;
  readonly c43: Same<typeof SalesReportCodec, Answer<'/api/distribution/reports', 'post'>>;
  readonly c44: Same<t.ArrayC<typeof ExternalLinkCodec>, Answer<'/api/distribution/links/{section}', 'get'>>;
  readonly c45: Same<typeof ExternalLinkCodec, Answer<'/api/distribution/links/{section}', 'put'>>;
  readonly c46: Same<typeof DeletedCodec, Answer<'/api/distribution/links/{section}/{id}', 'delete'>>;
  // The staff's partner-key calls.
  readonly c47: Same<typeof PartnerKeysCodec, Answer<'/api/partner-keys', 'get'>>;
  readonly c48: Same<typeof CreatedPartnerKeyCodec, Answer<'/api/partner-keys', 'post', 201>>;
  readonly c49: Same<typeof CreatedPartnerKeyCodec, Answer<'/api/partner-keys/{id}/rotate', 'post', 201>>;
  readonly c50: Same<typeof PartnerKeyCodec, Answer<'/api/partner-keys/{id}', 'delete'>>;
  // Declined and abandoned purchases.
  readonly c51: Same<typeof AttemptPageCodec, Answer<'/api/purchase-attempts', 'get'>>;
  // The staff's webhook calls.
  readonly c52: Same<typeof WebhookEndpointListCodec, Answer<'/api/webhook-endpoints', 'get'>>;
  readonly c53: Same<
    typeof WebhookDeliveryListCodec,
    Answer<'/api/webhook-endpoints/{id}/deliveries', 'get'>
  >;
  readonly c54: Same<typeof WebhookResentCodec, Answer<'/api/webhook-deliveries/{id}/resend', 'post', 202>>;
  readonly c55: Same<
    typeof ReinstatementPreviewCodec,
    Answer<'/api/policies/{policyNumber}/reinstatement', 'get'>
  >;
  readonly c56: Same<typeof CreatedWebhookEndpointCodec, Answer<'/api/webhook-endpoints', 'post', 201>>;
  readonly c57: Same<typeof DeletedCodec, Answer<'/api/webhook-endpoints/{id}', 'delete'>>;
  readonly c58: Same<typeof WebhookSecretCodec, Answer<'/api/webhook-endpoints/{id}/secret', 'post'>>;
}

/** Compiles only while every check is true. */
export const EVERY_CALL_AGREES: Checks = {
  c01: true,
  c02: true,
  c03: true,
  c04: true,
  c05: true,
  c06: true,
  c07: true,
  c08: true,
  c09: true,
  c10: true,
  c11: true,
  c12: true,
  c13: true,
  c14: true,
  c15: true,
  c16: true,
  c17: true,
  c18: true,
  c19: true,
  c20: true,
  c21: true,
  c22: true,
  c23: true,
  c24: true,
  c25: true,
  c26: true,
  c27: true,
  c28: true,
  c29: true,
  c30: true,
  c31: true,
  c32: true,
  c33: true,
  c34: true,
  c35: true,
  c36: true,
  c37: true,
  c38: true,
  c39: true,
  c40: true,
  c41: true,
  c42: true,
  c43: true,
  c44: true,
  c45: true,
  c46: true,
  c47: true,
  c48: true,
  c49: true,
  c50: true,
  c51: true,
  c52: true,
  c53: true,
  c54: true,
  c55: true,
  c56: true,
  c57: true,
  c58: true,
};

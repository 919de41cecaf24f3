import {
  AddNoteBody,
  AppliedEndorsementCodec,
  AgencyLicenceBody,
  AgentLicenceBody,
  AgentListQuery,
  AgentProfileBody,
  AgentProfileCodec,
  UserRecordCodec,
  AgentSearchQuery,
  AgentSearchResponseCodec,
  AlreadyPurchasedAnswerCodec,
  ApiError,
  AuthUserResponse,
  CancellationCodec,
  CancellationPreviewCodec,
  CancelPolicyBody,
  CodeParams,
  ContentByLanguageCodec,
  ContentRequest,
  ContentViewCodec,
  ContractContentBody,
  CreatedPartnerKeyCodec,
  CreatedProfileCodec,
  CsrfResponse,
  DeletedCodec,
  EligibilityRequestCodec,
  EligibilityResponseCodec,
  EndorsementFormCodec,
  ExportParams,
  ExternalLinkCodec,
  FinancialsCodec,
  GraphqlErrors,
  GraphqlRequest,
  GraphqlResponse,
  HealthResponse,
  HierarchyCodec,
  KeepAliveResponse,
  LeadRequest,
  LeadResponseCodec,
  QuoteInProgressAnswer,
  ResumeQuoteRequest,
  ResumedQuoteAnswer,
  LicenceOwnerParams,
  LicenceRowCodec,
  LicenceSearchBody,
  LicenceSearchParams,
  LicenceSearchResponseCodec,
  LicenceUpdateBody,
  LinkBody,
  LinkIdParams,
  LinkSectionParams,
  MedicalQuestionnaireQueryCodec,
  MedicalQuestionnaireResponseCodec,
  NoteCodec,
  NotesCodec,
  OkResponse,
  OrgContractQuery,
  OrgContractResponse,
  OrganizationCodeQuery,
  OrganizationDetailsCodec,
  OrganizationNodeCodec,
  OrganizationSearchBody,
  OrganizationSwitchedResponse,
  OwnerCodeParams,
  OwnOrganizationsResponse,
  PartnerKeyBody,
  PartnerKeyCodec,
  PartnerKeyIdParams,
  PartnerKeysCodec,
  PartnerKeysQuery,
  PaymentFrameResponse,
  PolicyBookingCodec,
  PolicyDeliveriesCodec,
  PolicyEventsCodec,
  PolicyGetHeaders,
  PolicyGetQuery,
  PolicyNumberParams,
  PolicySearchPageCodec,
  AttemptPageCodec,
  AttemptSearchQuery,
  PolicySearchQuery,
  ProfileRefQuery,
  PurchaseRequestCodec,
  PurchaseResponseCodec,
  QuoteRequestCodec,
  QuoteResponseCodec,
  ReQuoteCodec,
  ReQuotePolicyBody,
  RecommendationRequestCodec,
  RecommendationResponseCodec,
  ReferringAgentsResponseCodec,
  ReinstatePolicyBody,
  ReinstatementPreviewCodec,
  ReinstatementCodec,
  ReportFormatQuery,
  ResendConfirmationRequestCodec,
  ResendConfirmationResponseCodec,
  RetryPolicyUpdateBody,
  RoleOptionCodec,
  BookingConfirmationCodec,
  SalesReportBody,
  SalesReportCodec,
  SignedOutResponse,
  SyncQuoteRequest,
  SyncQuoteResponse,
  TranslationParams,
  TranslationQuery,
  TranslationResponse,
  UpdatePolicyBody,
  CreateWebhookEndpointBody,
  CreatedWebhookEndpointCodec,
  WebhookDeliveryListCodec,
  WebhookDeliveryParams,
  WebhookEndpointListCodec,
  WebhookEndpointParams,
  WebhookOrganizationQuery,
  WebhookSecretCodec,
  WebhookResentCodec,
} from '@tripx/application';
import * as t from 'io-ts';
import type { Answer } from '../answer-effect';
import { CONTENT_STATUSES } from '../content.statuses';
import { CONFIRMATION_PDF_STATUSES, RESEND_STATUSES } from '../delivery.statuses';
import { DISTRIBUTION_STATUSES } from '../distribution.statuses';
import { PARTNER_KEY_STATUSES } from '../partner-keys.statuses';
import { POLICY_STATUSES } from '../policy.statuses';
import { PURCHASE_STATUSES } from '../purchase.statuses';
import { QUOTE_FORMS_STATUSES } from '../quote-forms.statuses';
import { RATING_STATUSES } from '../rating.statuses';
import { SESSION_STATUSES } from '../session.statuses';
import { WEBHOOK_STATUSES } from '../webhooks.statuses';
import { toJsonSchema, type JsonSchema } from './io-ts-json-schema';

/**
 * What a route answers when it succeeds: JSON of a codec, a file, or a redirect. `serialized`: the
 * route's 200 body is written by fast-json-stringify from the codec's schema (`responseSchemas`).
 */
export type Success =
  | { readonly status?: number; readonly json: t.Mixed; readonly serialized?: true }
  | { readonly status?: number; readonly file: readonly string[] }
  | { readonly status: 302 };

/** A failure status a route answers: a context's status table (`*.statuses.ts`) or one status. */
export type Failures = Readonly<Record<string, Answer>> | number;

/** The io-ts contracts of a route: what it decodes, and what it answers. */
export interface RouteContracts {
  readonly body?: t.Mixed;
  readonly querystring?: t.Mixed;
  readonly params?: t.Mixed;
  /** Request headers beyond the session cookie and CSRF token (documented only). */
  readonly headers?: t.Mixed;
  readonly ok: Success;
  /** The statuses of the use cases it runs and of its own refusals (beyond those of every route). */
  readonly failures?: readonly Failures[];
  /** An error body with more than the API's one (status → codec of the whole body). */
  readonly errorBodies?: Readonly<Record<number, t.Mixed>>;
}

const json = (codec: t.Mixed, status?: number): Success =>
  status ? { status, json: codec } : { json: codec };
const PDF = { file: ['application/pdf'] };
const EXPORT = {
  file: ['application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', 'text/csv'],
};
const REDIRECT = { status: 302 } as const;

const policy = { params: PolicyNumberParams };
const licence = { params: LicenceOwnerParams };
/** A route that needs the optional rating catalogue or purchase service answers 503 without it. */
const rating = [RATING_STATUSES, 503];
const policies = [POLICY_STATUSES];
const distribution = [DISTRIBUTION_STATUSES];
const partnerKeys = [PARTNER_KEY_STATUSES];
const webhooks = [WEBHOOK_STATUSES];
/** A sign-in callback: its state, the issuer's answer, the account (adapters-oidc's own refusals). */
const signInCallback = { ok: REDIRECT, failures: [401, 403] };

/**
 * By `METHOD url` as registered: every route of the API (the document test fails on one missing).
 * The handlers decode their input with the same codecs; the apps' services decode the answers.
 */
export const CONTRACTS: Readonly<Record<string, RouteContracts>> = {
  'GET /healthz': { ok: json(HealthResponse) },
  'GET /readyz': { ok: json(HealthResponse), failures: [503] },
  'GET /csrf': { ok: json(CsrfResponse) },
  'GET /keepalive': { ok: json(KeepAliveResponse), failures: [SESSION_STATUSES] },
  'GET /api/auth/user': { ok: json(AuthUserResponse) },
  'GET /api/auth/token': { ok: json(AuthUserResponse) },
  'POST /api/auth/refreshToken': { ok: json(KeepAliveResponse), failures: [SESSION_STATUSES] },
  'POST /api/auth/logout': { ok: json(OkResponse) },

  'POST /api/distribution/content': {
    body: ContentRequest,
    ok: json(ContentViewCodec),
    failures: [CONTENT_STATUSES],
  },
  'GET /api/product/orgContract': {
    querystring: OrgContractQuery,
    ok: json(OrgContractResponse),
    failures: [CONTENT_STATUSES],
  },
  'GET /api/product/medicalQuestionaire': {
    querystring: MedicalQuestionnaireQueryCodec,
    ok: json(MedicalQuestionnaireResponseCodec),
    failures: rating,
  },
  'GET /tms/translationspaces/:space/translations/:name': {
    params: TranslationParams,
    querystring: TranslationQuery,
    ok: json(TranslationResponse),
    failures: [404],
  },
  'POST /graphql': {
    body: GraphqlRequest,
    ok: json(GraphqlResponse),
    // A query that does not parse or validate, or only errors of the caller's making.
    errorBodies: { 400: t.union([t.intersection([ApiError, GraphqlErrors]), GraphqlResponse]) },
  },

  'POST /api/quote': {
    body: QuoteRequestCodec,
    ok: { json: QuoteResponseCodec, serialized: true },
    failures: rating,
  },
  'POST /api/recommendation': {
    body: RecommendationRequestCodec,
    ok: json(RecommendationResponseCodec),
    failures: rating,
  },
  'POST /api/eligibility': {
    body: EligibilityRequestCodec,
    ok: json(EligibilityResponseCodec),
    failures: rating,
  },
  'POST /sync-quote': { body: SyncQuoteRequest, ok: json(SyncQuoteResponse), failures: [401] },
  'GET /sync-quote': { ok: json(QuoteInProgressAnswer) },
  'POST /api/policies/lead': { body: LeadRequest, ok: json(LeadResponseCodec, 201), failures: [429] },
  'POST /api/policies/lead/resume': {
    body: ResumeQuoteRequest,
    ok: json(ResumedQuoteAnswer),
    failures: [QUOTE_FORMS_STATUSES],
  },

  'POST /api/policies': {
    body: PurchaseRequestCodec,
    ok: json(PurchaseResponseCodec, 201),
    failures: [PURCHASE_STATUSES, 401, 403, 503],
    errorBodies: { 409: t.intersection([ApiError, t.partial(AlreadyPurchasedAnswerCodec.props)]) },
  },
  'GET /api/payment/frame': { ok: json(PaymentFrameResponse), failures: [503] },
  'POST /api/policies/confirmation/resend': {
    body: ResendConfirmationRequestCodec,
    ok: json(ResendConfirmationResponseCodec, 202),
    failures: [RESEND_STATUSES, 404, 503],
  },
  'GET /api/policies/:policyNumber/confirmation/pdf': {
    ...policy,
    ok: PDF,
    failures: [CONFIRMATION_PDF_STATUSES, 404, 503],
  },

  'GET /api/policies/search': {
    querystring: PolicySearchQuery,
    ok: json(PolicySearchPageCodec),
    failures: policies,
  },
  'GET /api/purchase-attempts': {
    querystring: AttemptSearchQuery,
    ok: json(AttemptPageCodec),
    failures: policies,
  },
  'GET /api/policies/:policyNumber': {
    ...policy,
    querystring: PolicyGetQuery,
    headers: PolicyGetHeaders,
    // The staff read, or with `associated-policy` the purchase's confirmation.
    ok: json(t.union([PolicyBookingCodec, BookingConfirmationCodec])),
    failures: [POLICY_STATUSES, CONFIRMATION_PDF_STATUSES, 401, 403, 503],
  },
  'GET /api/policies/:policyNumber/history': { ...policy, ok: json(PolicyEventsCodec), failures: policies },
  'GET /api/policies/:policyNumber/confirmation/deliveries': {
    ...policy,
    ok: json(PolicyDeliveriesCodec),
    failures: policies,
  },
  'GET /api/policies/:policyNumber/endorsement': {
    ...policy,
    ok: json(EndorsementFormCodec),
    failures: policies,
  },
  'GET /api/policies/:policyNumber/cancellation': {
    ...policy,
    ok: json(CancellationPreviewCodec),
    failures: policies,
  },
  'GET /api/policies/:policyNumber/reinstatement': {
    ...policy,
    ok: json(ReinstatementPreviewCodec),
    failures: policies,
  },
  'GET /api/policies/:policyNumber/financials': { ...policy, ok: json(FinancialsCodec), failures: policies },
  'GET /api/notes/policy/:ownerCode/notes': {
    params: OwnerCodeParams,
    ok: json(NotesCodec),
    failures: policies,
  },
  'POST /api/notes/policy/:ownerCode/note': {
    params: OwnerCodeParams,
    body: AddNoteBody,
    ok: json(NoteCodec, 201),
    failures: policies,
  },
  'POST /api/policies/re-quote': { body: ReQuotePolicyBody, ok: json(ReQuoteCodec), failures: policies },
  'PUT /api/policies': { body: UpdatePolicyBody, ok: json(AppliedEndorsementCodec), failures: policies },
  'PUT /api/policies/retry': {
    body: RetryPolicyUpdateBody,
    ok: json(AppliedEndorsementCodec),
    failures: policies,
  },
  'PUT /api/policies/cancel': { body: CancelPolicyBody, ok: json(CancellationCodec), failures: policies },
  'PUT /api/policies/reinstate': {
    body: ReinstatePolicyBody,
    ok: json(ReinstatementCodec),
    failures: policies,
  },

  'GET /api/distribution/agent/search': {
    querystring: AgentSearchQuery,
    ok: json(AgentSearchResponseCodec),
    failures: distribution,
  },
  'GET /api/distribution/users-internal/search': {
    querystring: AgentSearchQuery,
    ok: json(AgentSearchResponseCodec),
    failures: distribution,
  },
  'GET /api/distribution/agent/getProfileByRef': {
    querystring: ProfileRefQuery,
    ok: json(AgentProfileCodec),
    failures: distribution,
  },
  'GET /api/distribution/agent/getAgencyHierarchy': {
    querystring: OrganizationCodeQuery,
    ok: json(HierarchyCodec),
    failures: distribution,
  },
  'GET /api/distribution/agent/getRoles': { ok: json(t.array(RoleOptionCodec)), failures: distribution },
  'GET /api/distribution/agent/agentlist': {
    querystring: AgentListQuery,
    ok: json(t.array(UserRecordCodec)),
    failures: distribution,
  },
  'GET /api/distribution/agent/findByOrgCode': {
    querystring: OrganizationCodeQuery,
    ok: json(OrganizationNodeCodec),
    failures: distribution,
  },
  'GET /api/distribution/agent/org': { ok: json(OwnOrganizationsResponse), failures: distribution },
  'GET /api/distribution/agent/profile': { ok: json(AgentProfileCodec), failures: distribution },
  'GET /api/distribution/agent/referring': { ok: json(ReferringAgentsResponseCodec), failures: distribution },
  'POST /api/distribution/licenses/search': {
    body: LicenceSearchBody,
    querystring: LicenceSearchParams,
    ok: json(LicenceSearchResponseCodec),
    failures: distribution,
  },
  'POST /api/distribution/licenses/export': {
    body: LicenceSearchBody,
    querystring: ExportParams,
    ok: EXPORT,
    failures: distribution,
  },
  'POST /api/distribution/list-organization': {
    body: OrganizationSearchBody,
    ok: json(t.array(OrganizationNodeCodec)),
    failures: distribution,
  },
  'POST /api/distribution/list-organization-reports': {
    body: OrganizationSearchBody,
    ok: json(t.array(OrganizationNodeCodec)),
    failures: distribution,
  },
  'POST /api/distribution/agent/createProfile': {
    body: AgentProfileBody,
    ok: json(CreatedProfileCodec, 201),
    failures: distribution,
  },
  'PUT /api/distribution/agent/updateProfile': {
    querystring: ProfileRefQuery,
    body: AgentProfileBody,
    ok: json(t.type({ profileRef: t.string })),
    failures: distribution,
  },
  'POST /api/distribution/agency/license': {
    body: AgencyLicenceBody,
    ok: json(LicenceRowCodec, 201),
    failures: distribution,
  },
  'POST /api/distribution/agent/license': {
    body: AgentLicenceBody,
    ok: json(LicenceRowCodec, 201),
    failures: distribution,
  },
  'GET /api/distribution/agent/:id/license/:licenseId': {
    ...licence,
    ok: json(LicenceRowCodec),
    failures: distribution,
  },
  'GET /api/distribution/agency/:id/license/:licenseId': {
    ...licence,
    ok: json(LicenceRowCodec),
    failures: distribution,
  },
  'PUT /api/distribution/agent/:id/license/:licenseId': {
    ...licence,
    body: LicenceUpdateBody,
    ok: json(LicenceRowCodec),
    failures: distribution,
  },
  'PUT /api/distribution/agency/:id/license/:licenseId': {
    ...licence,
    body: LicenceUpdateBody,
    ok: json(LicenceRowCodec),
    failures: distribution,
  },
  'GET /api/distribution/agency/:code': {
    params: CodeParams,
    ok: json(OrganizationDetailsCodec),
    failures: distribution,
  },
  'POST /api/distribution/reports': {
    body: SalesReportBody,
    ok: json(SalesReportCodec),
    failures: distribution,
  },
  'POST /api/distribution/reports/export': {
    body: SalesReportBody,
    querystring: ReportFormatQuery,
    ok: EXPORT,
    failures: distribution,
  },
  'GET /api/distribution/maintenance/:code/content': {
    params: CodeParams,
    ok: json(OrganizationDetailsCodec),
    failures: distribution,
  },
  'PUT /api/distribution/maintenance/:code/content': {
    params: CodeParams,
    body: ContractContentBody,
    ok: json(ContentByLanguageCodec),
    failures: distribution,
  },
  'GET /api/distribution/links/:section': {
    params: LinkSectionParams,
    ok: json(t.array(ExternalLinkCodec)),
    failures: distribution,
  },
  'PUT /api/distribution/links/:section': {
    params: LinkSectionParams,
    body: LinkBody,
    ok: json(ExternalLinkCodec),
    failures: distribution,
  },
  'DELETE /api/distribution/links/:section/:id': {
    params: LinkIdParams,
    ok: json(DeletedCodec),
    failures: distribution,
  },
  'GET /api/distribution/links-allowed-domains': { ok: json(t.array(t.string)), failures: distribution },

  // Partner API keys (issue 21): insurer staff with PARTNER_KEY_MANAGE.
  'GET /api/partner-keys': {
    querystring: PartnerKeysQuery,
    ok: json(PartnerKeysCodec),
    failures: partnerKeys,
  },
  'POST /api/partner-keys': {
    body: PartnerKeyBody,
    ok: json(CreatedPartnerKeyCodec, 201),
    failures: partnerKeys,
  },
  'POST /api/partner-keys/:id/rotate': {
    params: PartnerKeyIdParams,
    ok: json(CreatedPartnerKeyCodec, 201),
    failures: partnerKeys,
  },
  'DELETE /api/partner-keys/:id': {
    params: PartnerKeyIdParams,
    ok: json(PartnerKeyCodec),
    failures: partnerKeys,
  },

  // Webhooks (issue 21): an organization's endpoints and their deliveries, for insurer staff.
  'POST /api/webhook-endpoints': {
    body: CreateWebhookEndpointBody,
    ok: json(CreatedWebhookEndpointCodec, 201),
    failures: webhooks,
  },
  'GET /api/webhook-endpoints': {
    querystring: WebhookOrganizationQuery,
    ok: json(WebhookEndpointListCodec),
    failures: webhooks,
  },
  'DELETE /api/webhook-endpoints/:id': {
    params: WebhookEndpointParams,
    ok: json(DeletedCodec),
    failures: webhooks,
  },
  'POST /api/webhook-endpoints/:id/secret': {
    params: WebhookEndpointParams,
    ok: json(WebhookSecretCodec),
    failures: webhooks,
  },
  'GET /api/webhook-endpoints/:id/deliveries': {
    params: WebhookEndpointParams,
    ok: json(WebhookDeliveryListCodec),
    failures: webhooks,
  },
  'POST /api/webhook-deliveries/:id/resend': {
    params: WebhookDeliveryParams,
    ok: json(WebhookResentCodec, 202),
    failures: webhooks,
  },

  // Sign-in (adapters-oidc): redirects to the identity provider and back, switches, sign-out.
  'GET /login': { ok: REDIRECT },
  'GET /ciam': { ok: REDIRECT },
  'GET /ciam/signup': { ok: REDIRECT },
  'GET /user': signInCallback,
  'GET /ciam/handlelogin': signInCallback,
  'GET /ciam/setup': { ok: REDIRECT },
  'GET /sso': { ok: REDIRECT },
  'GET /switch': { ok: json(OrganizationSwitchedResponse), failures: [401, 403] },
  'GET /switch-ciam': { ok: json(OrganizationSwitchedResponse), failures: [401, 403] },
  'GET /logout': { ok: REDIRECT },
  'POST /logout': { ok: json(SignedOutResponse) },
};

/** The route's request contracts, for @fastify/swagger's `transform` (Fastify never validates with them). */
export const requestContracts = (
  method: string,
  url: string,
): Partial<Record<'body' | 'querystring' | 'params' | 'headers', t.Mixed>> => {
  const c = CONTRACTS[`${method} ${url}`];
  return c
    ? {
        ...(c.body ? { body: c.body } : {}),
        ...(c.querystring ? { querystring: c.querystring } : {}),
        ...(c.params ? { params: c.params } : {}),
        ...(c.headers ? { headers: c.headers } : {}),
      }
    : {};
};

/**
 * A route's `schema.response`, from its answer contract: Fastify serializes the 200 body with
 * fast-json-stringify compiled from it (once, at start) instead of JSON.stringify. Other statuses
 * (the error body) keep JSON.stringify. The schema lists every property of the contract (a property
 * it missed would be dropped from the answer: the route's test compares both serializations).
 */
export const responseSchemas = (method: string, url: string): { readonly 200: JsonSchema } | undefined => {
  const ok = CONTRACTS[`${method} ${url}`]?.ok;
  return ok && 'json' in ok && ok.serialized ? { 200: toJsonSchema(ok.json) } : undefined;
};

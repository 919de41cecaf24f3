import {
  AddNoteBody,
  AgencyLicenceBody,
  AgentLicenceBody,
  AgentListQuery,
  AgentProfileBody,
  AgentSearchQuery,
  CancelPolicyBody,
  CodeParams,
  ContentRequest,
  ContractContentBody,
  ExportParams,
  GraphqlRequest,
  LeadRequest,
  LicenceOwnerParams,
  LicenceSearchBody,
  LicenceSearchParams,
  LicenceUpdateBody,
  LinkBody,
  LinkIdParams,
  LinkSectionParams,
  MedicalQuestionnaireQueryCodec,
  OrgContractQuery,
  OrganizationCodeQuery,
  OrganizationSearchBody,
  OwnerCodeParams,
  PolicyGetQuery,
  PolicyNumberParams,
  PolicySearchQuery,
  ProfileRefQuery,
  PurchaseRequestCodec,
  QuoteRequestCodec,
  QuoteResponseCodec,
  ReQuotePolicyBody,
  RecommendationRequestCodec,
  ReinstatePolicyBody,
  ResendConfirmationRequestCodec,
  RetryPolicyUpdateBody,
  SalesReportBody,
  SyncQuoteRequest,
  TranslationParams,
  TranslationQuery,
  UpdatePolicyBody,
} from '@tripx/application';
import type * as t from 'io-ts';
import { toJsonSchema, type JsonSchema } from './io-ts-json-schema';

/** The io-ts contracts a route decodes its input with (the handler decodes; this documents). */
interface RouteContracts {
  readonly body?: t.Mixed;
  readonly querystring?: t.Mixed;
  readonly params?: t.Mixed;
  /** Its 200 answer: documented, and serialized from its schema (fast-json-stringify). */
  readonly response?: t.Mixed;
}
type RequestPart = Exclude<keyof RouteContracts, 'response'>;

const policy = { params: PolicyNumberParams };
const licence = { params: LicenceOwnerParams };

/** By `METHOD url` as registered. The OpenAPI test checks every body-taking route is listed. */
const CONTRACTS: Readonly<Record<string, RouteContracts>> = {
  'POST /api/quote': { body: QuoteRequestCodec, response: QuoteResponseCodec },
  'POST /api/recommendation': { body: RecommendationRequestCodec },
  'GET /api/product/medicalQuestionaire': { querystring: MedicalQuestionnaireQueryCodec },
  'POST /api/distribution/content': { body: ContentRequest },
  'GET /api/product/orgContract': { querystring: OrgContractQuery },
  'POST /graphql': { body: GraphqlRequest },
  'GET /tms/translationspaces/:space/translations/:name': {
    params: TranslationParams,
    querystring: TranslationQuery,
  },
  'POST /sync-quote': { body: SyncQuoteRequest },
  'POST /api/policies/lead': { body: LeadRequest },
  'POST /api/policies': { body: PurchaseRequestCodec },
  'POST /api/policies/confirmation/resend': { body: ResendConfirmationRequestCodec },
  'GET /api/policies/:policyNumber/confirmation/pdf': policy,
  'GET /api/policies/search': { querystring: PolicySearchQuery },
  'GET /api/policies/:policyNumber': { ...policy, querystring: PolicyGetQuery },
  'GET /api/policies/:policyNumber/history': policy,
  'GET /api/policies/:policyNumber/confirmation/deliveries': policy,
  'GET /api/policies/:policyNumber/endorsement': policy,
  'GET /api/policies/:policyNumber/cancellation': policy,
  'GET /api/policies/:policyNumber/financials': policy,
  'GET /api/notes/policy/:ownerCode/notes': { params: OwnerCodeParams },
  'POST /api/notes/policy/:ownerCode/note': { params: OwnerCodeParams, body: AddNoteBody },
  'POST /api/policies/re-quote': { body: ReQuotePolicyBody },
  'PUT /api/policies': { body: UpdatePolicyBody },
  'PUT /api/policies/retry': { body: RetryPolicyUpdateBody },
  'PUT /api/policies/cancel': { body: CancelPolicyBody },
  'PUT /api/policies/reinstate': { body: ReinstatePolicyBody },
  'GET /api/distribution/agent/search': { querystring: AgentSearchQuery },
  'GET /api/distribution/agent/getProfileByRef': { querystring: ProfileRefQuery },
  'GET /api/distribution/agent/getAgencyHierarchy': { querystring: OrganizationCodeQuery },
  'GET /api/distribution/agent/agentlist': { querystring: AgentListQuery },
  'POST /api/distribution/licenses/search': { body: LicenceSearchBody, querystring: LicenceSearchParams },
  'POST /api/distribution/list-organization': { body: OrganizationSearchBody },
  'POST /api/distribution/list-organization-reports': { body: OrganizationSearchBody },
  'POST /api/distribution/agent/createProfile': { body: AgentProfileBody },
  'PUT /api/distribution/agent/updateProfile': { querystring: ProfileRefQuery, body: AgentProfileBody },
  'POST /api/distribution/agency/license': { body: AgencyLicenceBody },
  'POST /api/distribution/agent/license': { body: AgentLicenceBody },
  'GET /api/distribution/agent/:id/license/:licenseId': licence,
  'GET /api/distribution/agency/:id/license/:licenseId': licence,
  'PUT /api/distribution/agent/:id/license/:licenseId': { ...licence, body: LicenceUpdateBody },
  'PUT /api/distribution/agency/:id/license/:licenseId': { ...licence, body: LicenceUpdateBody },
  'POST /api/distribution/licenses/export': { body: LicenceSearchBody, querystring: ExportParams },
  'GET /api/distribution/agency/:code': { params: CodeParams },
  'POST /api/distribution/reports': { body: SalesReportBody },
  'POST /api/distribution/reports/export': { body: SalesReportBody },
  'GET /api/distribution/maintenance/:code/content': { params: CodeParams },
  'PUT /api/distribution/maintenance/:code/content': { params: CodeParams, body: ContractContentBody },
  'GET /api/distribution/links/:section': { params: LinkSectionParams },
  'PUT /api/distribution/links/:section': { params: LinkSectionParams, body: LinkBody },
  'DELETE /api/distribution/links/:section/:id': { params: LinkIdParams },
};

/**
 * The request schemas of a route for the OpenAPI document, derived from its io-ts contracts.
 * Given to @fastify/swagger's `transform` only: Fastify never validates with them.
 */
export const documentedSchemas = (method: string, url: string): Partial<Record<RequestPart, JsonSchema>> =>
  Object.fromEntries(
    Object.entries(CONTRACTS[`${method} ${url}`] ?? {})
      .filter(([part]) => part !== 'response')
      .map(([part, codec]) => [part, toJsonSchema(codec as t.Mixed)]),
  );

/**
 * A route's `schema.response`, from its answer contract: Fastify serializes the 200 body with
 * fast-json-stringify compiled from it (once, at start) instead of JSON.stringify, and the OpenAPI
 * document shows it. Other statuses (the error body) keep JSON.stringify. The schema lists every
 * property of the contract (a property it missed would be dropped from the answer: the route's
 * test compares both serializations).
 */
export const responseSchemas = (method: string, url: string): { readonly 200: JsonSchema } | undefined => {
  const codec = CONTRACTS[`${method} ${url}`]?.response;
  return codec ? { 200: toJsonSchema(codec) } : undefined;
};

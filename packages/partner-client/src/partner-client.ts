import createClient, { type Client } from 'openapi-fetch';
import { PartnerProblem } from './partner-problem';
import type { paths } from './partner-v1';

type JsonOf<Content> = Content extends { content: { 'application/json': infer J } } ? J : never;
type Answer<Operation, Status extends number> = Operation extends { responses: { [S in Status]: infer R } }
  ? JsonOf<R>
  : never;
type Body<Operation> = Operation extends { requestBody: infer B } ? JsonOf<B> : never;

type QuoteOperation = paths['/partner/v1/quotes']['post'];
type BindOperation = paths['/partner/v1/policies']['post'];
type ListOperation = paths['/partner/v1/policies']['get'];
type GetOperation = paths['/partner/v1/policies/{policyNumber}']['get'];
type CancelOperation = paths['/partner/v1/policies/{policyNumber}/cancel']['post'];

/** The body of `POST /partner/v1/quotes`: the quote request of the apps. */
export type QuoteRequest = Body<QuoteOperation>;
/** A priced quote: premiums per traveller and plan, its `quoteRef`, `ratesVersion` and `totalCents`. */
export type Quote = Answer<QuoteOperation, 200>;
/** The body of `POST /partner/v1/policies`: the quote request with the quote's references, names, contact, payments. */
export type BindRequest = Body<BindOperation>;
/** The policies a bind wrote, one per traveller. */
export type Bound = Answer<BindOperation, 201>;
/** The query of `GET /partner/v1/policies`: changed at or after `updatedSince`, a page at a time. */
export type PolicyListQuery = ListOperation['parameters']['query'];
export type PolicyPage = Answer<ListOperation, 200>;
/** A policy with its booking (every traveller, the trip, the payments). */
export type PolicyBooking = Answer<GetOperation, 200>;
export type CancelRequest = Body<CancelOperation>;
export type Cancellation = Answer<CancelOperation, 200>;

export interface PartnerClientOptions {
  /** The server, e.g. `https://tripx.example.com` (the paths start with `/partner/v1`). */
  readonly baseUrl: string;
  /** The organization's API key, sent as `Authorization: Bearer <key>`. */
  readonly apiKey: string;
  /** Another fetch (a proxy's, a test's); the global one by default. */
  readonly fetch?: (request: Request) => Promise<Response>;
}

/** A POST's options: the `Idempotency-Key` to send (a new UUID when none is given). */
export interface PostOptions {
  readonly idempotencyKey?: string;
}

export interface PartnerClient {
  /** `POST /partner/v1/quotes` (scope `quote`). */
  quote(request: QuoteRequest, options?: PostOptions): Promise<Quote>;
  /** `POST /partner/v1/policies` (scope `bind`): binds a quote, one policy per traveller. */
  bind(request: BindRequest, options?: PostOptions): Promise<Bound>;
  /** `GET /partner/v1/policies/{policyNumber}` (scope `policies:read`). */
  getPolicy(policyNumber: string): Promise<PolicyBooking>;
  /** `GET /partner/v1/policies?updatedSince=…` (scope `policies:read`). */
  listPolicies(query: PolicyListQuery): Promise<PolicyPage>;
  /** `POST /partner/v1/policies/{policyNumber}/cancel` (scope `policies:cancel`). */
  cancelPolicy(policyNumber: string, request: CancelRequest, options?: PostOptions): Promise<Cancellation>;
  /** `GET /partner/v1/policies/{policyNumber}/documents/confirmation.pdf` (scope `policies:read`). */
  confirmationPdf(policyNumber: string, lang?: 'en' | 'fr'): Promise<Uint8Array>;
  /** The typed openapi-fetch client underneath (the key already sent), for what the methods do not cover. */
  readonly api: Client<paths>;
}

/** Its value, or the problem the API answered thrown as a PartnerProblem. */
const answered = async <A>(call: Promise<{ data?: A; error?: unknown; response: Response }>): Promise<A> => {
  const { data, error, response } = await call;
  if (!response.ok) throw PartnerProblem.of(response, error);
  return data as A;
};

const idempotency = (options: PostOptions | undefined) => ({
  'Idempotency-Key': options?.idempotencyKey ?? globalThis.crypto.randomUUID(),
});

/**
 * A client of the partner API: every request sends the key as a bearer token, every POST an
 * `Idempotency-Key` (the one given, or a new UUID: give yours to retry a call safely), and every
 * refusal is thrown as a `PartnerProblem` with the API's `code` and `fields`.
 */
export const createPartnerClient = (options: PartnerClientOptions): PartnerClient => {
  const api = createClient<paths>({
    baseUrl: options.baseUrl,
    headers: { Authorization: `Bearer ${options.apiKey}` },
    ...(options.fetch ? { fetch: options.fetch } : {}),
  });
  const policy = (policyNumber: string) => ({ path: { policyNumber } });
  return {
    api,
    quote: (body, o) =>
      answered(api.POST('/partner/v1/quotes', { params: { header: idempotency(o) }, body })),
    bind: (body, o) =>
      answered(api.POST('/partner/v1/policies', { params: { header: idempotency(o) }, body })),
    getPolicy: (policyNumber) =>
      answered(api.GET('/partner/v1/policies/{policyNumber}', { params: policy(policyNumber) })),
    listPolicies: (query) => answered(api.GET('/partner/v1/policies', { params: { query } })),
    cancelPolicy: (policyNumber, body, o) =>
      answered(
        api.POST('/partner/v1/policies/{policyNumber}/cancel', {
          params: { ...policy(policyNumber), header: idempotency(o) },
          body,
        }),
      ),
    confirmationPdf: async (policyNumber, lang) => {
      const pdf = await answered(
        api.GET('/partner/v1/policies/{policyNumber}/documents/confirmation.pdf', {
          params: { ...policy(policyNumber), ...(lang ? { query: { lang } } : {}) },
          parseAs: 'arrayBuffer',
        }),
      );
      return new Uint8Array(pdf);
    },
  };
};

import type {
  ContentUseCases,
  DistributionUseCases,
  LocationsUseCases,
  PartnerUseCases,
  QuoteFormsUseCases,
  SessionUseCases,
  ExportFileRenderer,
  HitCounter,
  PolicyUseCases,
  RatingUseCases,
  OrganizationRepository,
  PolicyReadRepository,
  QuoteFormRepository,
  SessionRepository,
  TranslationRepository,
  TravelLocationRepository,
  WebhookUseCases,
} from '@tripx/application';
import type { PurchaseHttpService } from './purchase-service';

/** Every port the HTTP side talks to, over one connection or one transaction. */
export interface Repositories {
  readonly sessions: SessionRepository;
  readonly translations: TranslationRepository;
  readonly locations: TravelLocationRepository;
  readonly organizations: OrganizationRepository;
  readonly policies: PolicyReadRepository;
  readonly quoteForms: QuoteFormRepository;
}

export interface HttpConfig {
  /** Production: `__Host-` cookie with Secure, no stack traces, info logs. */
  readonly production: boolean;
  readonly sessionTtlSeconds: number;
  readonly publicUrl: string;
  readonly logLevel: string;
  /** A request slower than this (ms, default 1000) is logged at warn whatever its status. */
  readonly slowRequestMs?: number;
  /** Requests per minute per client on sign-in and purchase calls. */
  readonly sensitiveRateLimitPerMinute: number;
  /** Proxies whose X-Forwarded-For gives the client address: none, a hop count, or their addresses. */
  readonly trustProxy: false | number | readonly string[];
  /** Requests per minute per client on open read calls that cost work (GraphQL). */
  readonly apiRateLimitPerMinute: number;
  /** Requests per minute per partner API key on `/partner/v1`. */
  readonly partnerRateLimitPerMinute: number;
  /** Lead e-mails one recipient address may receive per hour. */
  readonly leadsPerRecipientPerHour: number;
  readonly bodyLimitBytes: number;
  /** Time a client has to send its headers, and its whole request (a slow body is cut off with 408). */
  readonly timeouts: { readonly headersMs: number; readonly requestMs: number };
  /** Origin of the card frame (PAYMENT_FRAME_ORIGIN), allowed in the CSP's frame-src. */
  readonly paymentFrameOrigin?: string;
}

export interface HttpDeps {
  readonly config: HttpConfig;
  /** Repositories outside a transaction (single reads). */
  readonly read: Repositories;
  /** One transaction per use case: everything `work` writes commits together or not at all. */
  inTransaction<T>(work: (repos: Repositories) => Promise<T>): Promise<T>;
  /** True when the database answers. */
  ping(): Promise<boolean>;
  now(): Date;
  newId(): string;
  /**
   * Where rate limits count when several instances may serve one client (PostgreSQL or Redis);
   * without it each process counts in its own memory (the embedded database has one process).
   */
  readonly sharedCounter?: HitCounter;
  /** Keep-alive (sessionModule), content (contentModule), travel locations, quote forms and leads. */
  readonly session: SessionUseCases;
  readonly content: ContentUseCases;
  readonly locations: LocationsUseCases;
  readonly quoteForms: QuoteFormsUseCases;
  /** Agents, licences, organizations, reports and links (application/distribution's module). */
  readonly distribution: DistributionUseCases;
  /** Partner API keys: staff manage them, `/partner/v1` authenticates with them (application/partner). */
  readonly partner: PartnerUseCases;
  /** Licence and report downloads (XLSX, CSV): adapters-documents, given by the server. */
  readonly exportFiles: ExportFileRenderer;
  /** Quote, recommendation and medical questionnaire (application/rating), when wired. */
  readonly rating?: RatingUseCases;
  /** Policy administration (application/policy): search, the policy file, endorsements, cancellation. */
  readonly policy: PolicyUseCases;
  /** Buying, documents and e-mail delivery (application/purchase, delivery), when wired. */
  readonly purchase?: PurchaseHttpService;
  /** Webhook endpoints and deliveries (application/webhooks), when wired. */
  readonly webhooks?: WebhookUseCases;
}

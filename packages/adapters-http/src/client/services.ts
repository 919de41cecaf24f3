import type {
  KeepAliveResponse,
  MedicalQuestionnaireResponse,
  PlanContentView,
  PurchaseRequestBody,
  PurchaseResponse,
  QuoteRequestBody,
  QuoteResponse,
  RecommendationRequestBody,
  RecommendationResponse,
  TranslationResponse,
} from '@tripx/application';
import type { Language, PlanClass, SalesChannel } from '@tripx/domain';
import type { ApiResult } from './api-result';
import type { ContentViewResponse, NeedsAnalysisQuestionnaire, TravelLocation } from './response-codecs';

/*
 * The services the purchase app calls (ARCHITECTURE "One contract, two sides"). The Http* classes of this
 * folder implement them over HTTP; a store's unit test implements them with the in-process use cases or a
 * fake. Every method answers a value or a typed failure, never throws.
 */

export interface SessionService {
  /** GET /csrf: call once at start, before anything else. */
  start(): Promise<void>;
  /** GET /keepalive: extends the session. */
  keepAlive(): Promise<ApiResult<KeepAliveResponse>>;
}

export interface TranslationService {
  /** GET /tms/translationspaces/{space}/translations/{name}?lang= (both languages without one). */
  translations(space: string, name: string, lang?: Language): Promise<ApiResult<TranslationResponse>>;
}

export interface ContentRequestInput {
  readonly lang: Language;
  readonly organizationCode?: string;
  readonly salesChannel?: SalesChannel;
}

export interface ContentService {
  /** POST /api/distribution/content: the organization of the url-ref-code header, or the default one. */
  content(input: ContentRequestInput): Promise<ApiResult<ContentViewResponse>>;
}

export interface LocationSearch {
  readonly search: string;
  /** true: every country but Canada; false: Canada only; undefined: both. */
  readonly outsideCanada?: boolean;
  readonly lang: Language;
}

export interface LocationService {
  /** Departure cities (airports), at most 20; a failed search is an empty list (spec 8). */
  departureCities(search: LocationSearch): Promise<readonly TravelLocation[]>;
  /** Destinations, one per IATA code, at most 20; a failed search is an empty list (spec 8). */
  destinations(search: LocationSearch): Promise<readonly TravelLocation[]>;
}

export interface CatalogueService {
  /** Plans (content) in one language (GraphQL plans). */
  plans(lang: Language): Promise<ApiResult<readonly PlanContentView[]>>;
  needsAnalysis(planClass: PlanClass, lang: Language): Promise<ApiResult<NeedsAnalysisQuestionnaire>>;
  medicalQuestionnaire(
    planClass: PlanClass,
    lang: Language,
  ): Promise<ApiResult<MedicalQuestionnaireResponse>>;
}

export interface QuoteService {
  /** POST /api/quote. */
  quote(body: QuoteRequestBody): Promise<ApiResult<QuoteResponse>>;
  /** POST /api/recommendation. */
  recommendation(body: RecommendationRequestBody): Promise<ApiResult<RecommendationResponse>>;
  /** POST /sync-quote: keeps the payload and the form with the session (skipped for admins). */
  syncQuote(payload: object, form: object): Promise<ApiResult<unknown>>;
}

export interface PolicyService {
  /**
   * POST /api/policies with an Idempotency-Key: the same key and body answer the first result (a
   * retried request never charges twice); another body needs another key.
   */
  create(body: PurchaseRequestBody, idempotencyKey: string): Promise<ApiResult<PurchaseResponse>>;
}

import type { ApiResult } from '../contracts/service-result';
import type {
  QuoteRequestBody,
  QuoteResponse,
  RecommendationRequestBody,
  RecommendationResponse,
} from './contracts';

/** Quotes and recommendations, as an app asks them (adapters-http's client implements it). */
export interface QuoteService {
  quote(body: QuoteRequestBody): Promise<ApiResult<QuoteResponse>>;
  recommendation(body: RecommendationRequestBody): Promise<ApiResult<RecommendationResponse>>;
  /** Keeps the payload and the form with the session (skipped for admins). */
  syncQuote(payload: object, form: object): Promise<ApiResult<unknown>>;
}

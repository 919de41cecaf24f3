import type { ApiResult } from '../contracts/service-result';
import type {
  EligibilityRequestBody,
  EligibilityResponse,
  QuoteRequestBody,
  QuoteResponse,
  RecommendationRequestBody,
  RecommendationResponse,
} from './contracts';

/** Quotes and recommendations, as an app asks them (adapters-http's client implements it). */
export interface QuoteService {
  quote(body: QuoteRequestBody): Promise<ApiResult<QuoteResponse>>;
  recommendation(body: RecommendationRequestBody): Promise<ApiResult<RecommendationResponse>>;
  /** What these travellers may buy, option by option, before a price (POST /api/eligibility). */
  eligibility(body: EligibilityRequestBody): Promise<ApiResult<EligibilityResponse>>;
}

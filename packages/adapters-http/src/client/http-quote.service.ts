import {
  type EligibilityRequestBody,
  EligibilityResponseCodec,
  type QuoteRequestBody,
  QuoteResponseCodec,
  type QuoteService,
  type RecommendationRequestBody,
  RecommendationResponseCodec,
} from '@tripx/application';
import type { HttpClient } from './http-client';

export class HttpQuoteService implements QuoteService {
  constructor(private readonly http: HttpClient) {}

  quote(body: QuoteRequestBody) {
    return this.http.post(QuoteResponseCodec, '/api/quote', body);
  }

  recommendation(body: RecommendationRequestBody) {
    return this.http.post(RecommendationResponseCodec, '/api/recommendation', body);
  }

  eligibility(body: EligibilityRequestBody) {
    return this.http.post(EligibilityResponseCodec, '/api/eligibility', body);
  }
}

import type { ApiResult } from '../contracts/service-result';
import type {
  LeadRequest,
  LeadResponse,
  QuoteInProgressAnswer,
  ResumedQuoteAnswer,
  SyncQuoteRequest,
} from '../contracts/quote-form.contract';

/** The quote in progress kept on the server, as the purchase app asks (adapters-http's client implements it). */
export interface QuoteProgressService {
  /** POST /sync-quote: the quote in progress kept with the session (skipped for admins). */
  sync(body: SyncQuoteRequest): Promise<ApiResult<unknown>>;
  /** GET /sync-quote: the session's quote in progress read back. */
  read(): Promise<ApiResult<QuoteInProgressAnswer>>;
  /** POST /api/policies/lead: "Save my quote", e-mailed with its resume link. */
  save(body: LeadRequest): Promise<ApiResult<LeadResponse>>;
  /** POST /api/policies/lead/resume: a saved quote reopened from its link's token. */
  resume(token: string): Promise<ApiResult<ResumedQuoteAnswer>>;
}

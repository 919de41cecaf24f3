import type { KeepAliveResponse } from '../contracts/session.contract';
import type { ApiResult } from '../contracts/service-result';

/**
 * The session as an app sees it (ARCHITECTURE "One contract, two sides"): adapters-http's client
 * implements it over the API, a store's test with a fake.
 */
export interface SessionService {
  /** Gets the session's anti-forgery token: call once at start, before anything else. */
  start(): Promise<void>;
  /** Extends the session. */
  keepAlive(): Promise<ApiResult<KeepAliveResponse>>;
}

import {
  HttpCatalogueService,
  HttpPolicyService,
  HttpQuoteService,
  type HttpClient,
} from '@tripx/adapters-http/client';
import type { LaterFlowServices } from './later-flow-stores';

/**
 * The later steps' services over the API (quote, plans, purchase). Its own entry point
 * (`@tripx/ui-flow/http-services`), so that the purchase app loads it with those steps.
 */
export const httpFlowServices = (http: HttpClient): LaterFlowServices => ({
  catalogueService: new HttpCatalogueService(http),
  quoteService: new HttpQuoteService(http),
  policyService: new HttpPolicyService(http),
});

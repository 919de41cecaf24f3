import type { LaterFlowServices } from '@tripx/ui-flow';
import {
  HttpCatalogueService,
  HttpPolicyService,
  HttpQuoteService,
  type HttpClient,
} from '@tripx/adapters-http/client';

/** The services only the later steps call (quote, plans, purchase), loaded with those steps. */
export type LaterServices = LaterFlowServices;

export const httpLaterServices = (http: HttpClient): LaterServices => ({
  catalogueService: new HttpCatalogueService(http),
  quoteService: new HttpQuoteService(http),
  policyService: new HttpPolicyService(http),
});

import {
  HttpCatalogueService,
  HttpPolicyService,
  HttpQuoteService,
  type CatalogueService,
  type HttpClient,
  type PolicyService,
  type QuoteService,
} from '@tripx/adapters-http/client';

/** The services only the later steps call (quote, plans, purchase), loaded with those steps. */
export interface LaterServices {
  readonly catalogueService: CatalogueService;
  readonly quoteService: QuoteService;
  readonly policyService: PolicyService;
}

export const httpLaterServices = (http: HttpClient): LaterServices => ({
  catalogueService: new HttpCatalogueService(http),
  quoteService: new HttpQuoteService(http),
  policyService: new HttpPolicyService(http),
});

// The fetch + io-ts client of the API (spec 7): the apps' services over HTTP.
export * from './decode-response';
export * from './http-client';
export * from './http-transport';
export * from './graphql-client';
export * from './http-session.service';
export * from './http-translation.service';
export * from './http-content.service';
export * from './http-location.service';
export * from './http-catalogue.service';
export * from './http-quote.service';
export * from './http-quote-progress.service';
export * from './http-policy.service';
export * from './http-policy-maintenance.service';
export * from './http-distribution.service';
export * from './http-auth.service';
export * from './http-partner-key.service';
export * from './http-webhook.service';

import type { RouteInfo } from '@tripx/adapters-http';

/** Values for path parameters: seeded ones, so a guarded route reaches its data when allowed. */
const PARAMS: Record<string, string> = {
  policyNumber: 'TX10000011',
  ownerCode: 'TX10000011',
  space: 'errors',
  name: 'api',
  file: 'northern-bank.svg',
};

export const concretePath = (url: string, values: Record<string, string> = PARAMS): string =>
  url.replace(/:([A-Za-z]+)/g, (_m, p: string) => encodeURIComponent(values[p] ?? 'x'));

/**
 * Browser pages: sign-in, the staff app, the purchase app's root (tested in src/sign-in and e2e/),
 * the partner API's page (partner-api-suite.ts).
 */
const NAVIGATION = /^\/($|oidc\/|admin|login$|logout$|user$|ciam($|\/)|sso$|partner\/docs$)/;

/** Routes of the API (not the docs' static files, not the sign-in navigation). */
export const apiRoutes = (routes: readonly RouteInfo[]): readonly RouteInfo[] =>
  routes.filter((r) => !r.url.startsWith('/api/docs') && r.url !== '*' && !NAVIGATION.test(r.url));

export const guardedRoutes = (routes: readonly RouteInfo[]) =>
  apiRoutes(routes).filter((r) => r.access && (r.access.signedIn || r.access.claims.length > 0));

import type { Claim } from './claims';
import { FEATURES, type FeatureName } from './features';

/**
 * A screen of the staff/agent app (spec 2.2 to 2.5), relative to the app's base (/admin/).
 * `feature: null` marks the error pages, which anyone may see.
 */
export interface AdminRoute {
  readonly path: string;
  readonly feature: FeatureName | null;
  /** Where the app sends this path instead (spec 2.3: /endorsement/{n} opens its policies tab). */
  readonly redirectTo?: string;
}

const route = (path: string, feature: FeatureName | null, redirectTo?: string): AdminRoute =>
  redirectTo === undefined ? { path, feature } : { path, feature, redirectTo };

const endorsement = '/policy/endorsement/:policyNumber';

/** Literal paths come before parameterised siblings (/users/register before /users/:agentId). */
export const ADMIN_ROUTES: readonly AdminRoute[] = [
  // 2.2 booking: the quote is the app's home; agents pick plans on it, admins also at /plan.
  route('/', 'bookQuote'),
  route('/plan', 'bookQuote'),
  route('/travellers', 'bookQuote'),
  route('/summary', 'bookQuote'),
  route('/quote', 'bookQuote'),
  route('/booking', 'payment'),
  route('/confirmation', 'bookQuote'),
  // 2.3 policy maintenance
  route('/policy', 'viewPolicies'),
  // Declined and abandoned purchases (not policies), for follow-up.
  route('/policy/attempts', 'viewPolicies'),
  route(endorsement, 'viewPolicies', `${endorsement}/policies`),
  route(`${endorsement}/policies`, 'viewPolicies'),
  route(`${endorsement}/view`, 'viewPolicies'),
  route(`${endorsement}/edit`, 'editPolicy'),
  route(`${endorsement}/delivery`, 'viewDeliveryAndFinancials'),
  route(`${endorsement}/financials`, 'viewDeliveryAndFinancials'),
  route(`${endorsement}/notes`, 'viewNotes'),
  // 2.4 users
  route('/users', 'agentAdminRead'),
  route('/users/register', 'agentAdminCreate'),
  route('/users/:agentId', 'agentAdminRead'),
  // 2.5 other screens
  route('/licensing', 'licensingView'),
  route('/licensing/add', 'licensingAdd'),
  route('/licensing/editLicense', 'licensingEdit'),
  // The licence edited, by its owner (agent profile or agency organization) and id: a reload reopens it.
  route('/licensing/editLicense/:ownerKind/:ownerId/:licenceId', 'licensingEdit'),
  route('/maintenance', 'configuration'),
  route('/reports', 'reports'),
  route('/agency', 'agency'),
  // The organization opened, by its code: a reload or a shared link reopens it (the server enforces the scope).
  route('/agency/:code', 'agency'),
  route('/partner-keys', 'partnerKeys'),
  route('/webhooks', 'webhooks'),
  route('/external', 'viewApp'),
  route('/resources', 'viewApp'),
  route('/forms', 'viewApp'),
  route('/faq', 'viewApp'),
  route('/notfound', null),
  route('/error', null),
  route('/forbidden', null),
];

export const routeClaims = (r: AdminRoute): readonly Claim[] =>
  r.feature === null ? [] : FEATURES[r.feature];

const segments = (path: string): readonly string[] =>
  (path.split(/[?#]/)[0] ?? '').split('/').filter((s) => s !== '');

const matches = (pattern: readonly string[], actual: readonly string[]): boolean =>
  pattern.length === actual.length && pattern.every((p, i) => p.startsWith(':') || p === actual[i]);

/** The route of a path (query, hash and trailing slash ignored); undefined when none: not found. */
export const findAdminRoute = (
  path: string,
  routes: readonly AdminRoute[] = ADMIN_ROUTES,
): AdminRoute | undefined => {
  if (typeof path !== 'string') return undefined;
  const actual = segments(path);
  return routes.find((r) => matches(segments(r.path), actual));
};

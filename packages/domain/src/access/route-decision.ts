import type { AccessUser } from './access-user';
import { hasAll } from './claims';
import { findAdminRoute, routeClaims, type AdminRoute } from './admin-routes';
import { menuEntryAllowed, type MenuEntry, type MenuEntryId } from './menu';

export type RouteDecision =
  | { readonly kind: 'allow' }
  | { readonly kind: 'redirect'; readonly to: string; readonly entry: MenuEntryId }
  | { readonly kind: 'forbidden' };

export const canOpenRoute = (route: AdminRoute, user: AccessUser): boolean =>
  hasAll(user.claims, routeClaims(route));

/**
 * Spec 6: a route needs all its claims; otherwise the first allowed menu entry, otherwise the
 * forbidden page. Only entries that open a screen the user can open count, so a redirect never
 * lands on another refusal (no redirect loop even if a menu entry under-states its route's claims).
 */
export const routeDecision = (
  route: AdminRoute,
  user: AccessUser,
  menu: readonly MenuEntry[],
  routes?: readonly AdminRoute[],
): RouteDecision => {
  if (canOpenRoute(route, user)) return { kind: 'allow' };
  for (const entry of menu) {
    if (entry.target.kind !== 'route' || !menuEntryAllowed(entry, user)) continue;
    const target = findAdminRoute(entry.target.path, routes);
    if (target !== undefined && canOpenRoute(target, user)) {
      return { kind: 'redirect', to: entry.target.path, entry: entry.id };
    }
  }
  return { kind: 'forbidden' };
};

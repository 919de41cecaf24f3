import type { ComponentType } from 'react';
import { BOOKING_SCREENS } from '../booking/booking-screens';
import { DISTRIBUTION_SCREENS } from '../distribution/distribution-screens';
import { POLICY_SCREENS } from '../policies/policy-screens';
import type { RouterStore } from '../routing/router.store';
import type { SessionStore } from '../session/session.store';
import type { ToastStore } from '../toasts/toast.store';
import { WEBHOOK_SCREENS } from '../webhooks/webhooks-screens';

/**
 * What a screen gets: the path parameters of its route (":policyNumber") and the shell's stores; the
 * rest of the app's stores come from the root's context (useAdminStores).
 */
export interface ScreenProps {
  readonly params: Readonly<Record<string, string>>;
  readonly session: SessionStore;
  readonly router: RouterStore;
  readonly toasts: ToastStore;
}

export type Screen = ComponentType<ScreenProps>;

/** The screen of each ADMIN_ROUTES path; a route without one shows its title only. */
export const SCREENS: Readonly<Record<string, Screen>> = {
  ...BOOKING_SCREENS,
  ...POLICY_SCREENS,
  ...DISTRIBUTION_SCREENS,
  ...WEBHOOK_SCREENS,
};

const decoded = (segment: string): string => {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
};

/** The values of a route pattern's ":name" segments in a path (the route already matched it). */
export const routeParams = (pattern: string, path: string): Readonly<Record<string, string>> => {
  const actual = (path.split(/[?#]/)[0] ?? '').split('/').filter((s) => s !== '');
  const params: Record<string, string> = {};
  pattern
    .split('/')
    .filter((s) => s !== '')
    .forEach((segment, i) => {
      if (segment.startsWith(':')) params[segment.slice(1)] = decoded(actual[i] ?? '');
    });
  return params;
};

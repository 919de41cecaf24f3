import { lazy, type ComponentType } from 'react';
import { BOOKING_PATHS } from '../booking/booking-paths';
import { DISTRIBUTION_PATHS } from '../distribution/distribution-paths';
import { POLICY_SCREEN_PATHS } from '../policies/shared/policy-paths';
import type { RouterStore } from '../routing/router.store';
import type { SessionStore } from '../session/session.store';
import type { ToastStore } from '../toasts/toast.store';

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

/** Screens that load together: one module (and its chunk) per group, fetched when one of them first opens. */
export interface ScreenGroup {
  readonly paths: readonly string[];
  readonly load: () => Promise<Readonly<Record<string, Screen>>>;
}

export const SCREEN_GROUPS: Readonly<Record<string, ScreenGroup>> = {
  booking: {
    paths: Object.values(BOOKING_PATHS),
    load: () => import('../booking/booking-screens').then((m) => m.BOOKING_SCREENS),
  },
  policies: {
    paths: POLICY_SCREEN_PATHS,
    load: () => import('../policies/policy-screens').then((m) => m.POLICY_SCREENS),
  },
  distribution: {
    paths: DISTRIBUTION_PATHS,
    load: () => import('../distribution/distribution-screens').then((m) => m.DISTRIBUTION_SCREENS),
  },
  webhooks: {
    paths: ['/webhooks'],
    load: () => import('../webhooks/webhooks-screens').then((m) => m.WEBHOOK_SCREENS),
  },
};

const lazyScreens = ({ paths, load }: ScreenGroup): [string, Screen][] => {
  let loading: ReturnType<ScreenGroup['load']> | undefined;
  const once = () => (loading ??= load());
  return paths.map((path) => [
    path,
    lazy(async () => {
      const screen = (await once())[path];
      if (!screen) throw new Error(`no screen for ${path} in its group`);
      return { default: screen };
    }),
  ]);
};

/** The screen of each ADMIN_ROUTES path (lazily loaded); a route without one shows its title only. */
export const SCREENS: Readonly<Record<string, Screen>> = Object.fromEntries(
  Object.values(SCREEN_GROUPS).flatMap(lazyScreens),
);

import type { RouterStore } from '../routing/router.store';

/**
 * The server's sign-in of a realm (staff: /login, agents: /ciam) in the page's language, returning to
 * the address that asked for it (the app's home from the sign-on page itself).
 */
export const signInHref = (
  start: '/login' | '/ciam',
  router: Pick<RouterStore, 'path' | 'lang' | 'here' | 'href'>,
): string => {
  const back = router.path === '/sso' ? router.href('/') : router.here;
  return `${start}?lang=${router.lang}&returnTo=${encodeURIComponent(back)}`;
};

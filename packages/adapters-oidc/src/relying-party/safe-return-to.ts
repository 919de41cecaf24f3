export const DEFAULT_RETURN_TO = '/admin/';

/** Any origin does: only whether resolving keeps it matters. */
const ORIGIN = 'https://site.invalid';

/** Sign-in is the staff app's: the only place a sign-in returns to. */
const inStaffApp = (path: string): boolean => path === '/admin' || path.startsWith('/admin/');

/**
 * A return address is kept only when it is a path of the staff app (/admin) as the browser will read it: it must
 * resolve to itself against our origin (so no dot segment or `%2e` can turn `/.//evil.example` into
 * `//evil.example` later), and its path may hold no `//`, no backslash and no encoded slash or
 * backslash (browsers read `\` as `/`, and a proxy may decode `%2F` before routing).
 */
export const safeReturnTo = (raw: unknown): string => {
  if (typeof raw !== 'string' || !/^\/[\x21-\x7e]{0,300}$/.test(raw)) return DEFAULT_RETURN_TO;
  const path = raw.split(/[?#]/, 1)[0] ?? '';
  if (!inStaffApp(path) || /\/\/|\\|%2f|%5c/i.test(path)) return DEFAULT_RETURN_TO;
  const url = new URL(raw, ORIGIN);
  return url.origin === ORIGIN && url.pathname + url.search + url.hash === raw ? raw : DEFAULT_RETURN_TO;
};

/** The return address with the sign-in's language added (what the callback redirects to). */
export const returnWithLanguage = (returnTo: string, language: string): string => {
  const url = new URL(safeReturnTo(returnTo), ORIGIN);
  url.searchParams.set('lang', language);
  return url.pathname + url.search + url.hash;
};

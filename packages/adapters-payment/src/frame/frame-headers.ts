/** Headers of every frame response: no caching of card pages, no sniffing, no referrer leaks. */
export const COMMON_HEADERS: Readonly<Record<string, string>> = {
  'cache-control': 'no-store',
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'no-referrer',
  'cross-origin-resource-policy': 'same-origin',
  'permissions-policy': 'camera=(), microphone=(), geolocation=(), payment=()',
};

/**
 * The page's policy: its own script and stylesheet only (no inline code), fetches only to its own
 * origin, and it may be framed by the parent origin alone. X-Frame-Options is left out on purpose:
 * it cannot name another origin, and frame-ancestors supersedes it.
 */
export const framePageCsp = (parentOrigin: string): string =>
  [
    "default-src 'none'",
    "script-src 'self'",
    "style-src 'self'",
    "connect-src 'self'",
    "img-src 'self'",
    "form-action 'none'",
    "base-uri 'none'",
    `frame-ancestors ${parentOrigin}`,
  ].join('; ');

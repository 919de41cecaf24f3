/**
 * Where an organization may have its webhooks sent: HTTPS to a public host, or plain HTTP to this
 * machine's loopback (development and tests). The rule is written on the text alone (no I/O, no
 * name resolution): a host name that resolves to a private address is the sender's to refuse.
 */
export const WEBHOOK_URL_CODES = [
  'webhookUrlInvalid',
  'webhookUrlNotHttps',
  'webhookUrlPrivateHost',
] as const;
export type WebhookUrlCode = (typeof WEBHOOK_URL_CODES)[number];

export type WebhookUrlCheck =
  { readonly ok: true; readonly url: string } | { readonly ok: false; readonly code: WebhookUrlCode };

export const WEBHOOK_URL_MAX_LENGTH = 2_000;

/** The hosts plain HTTP may reach: loopback only. */
export const LOOPBACK_HOSTS = ['localhost', '127.0.0.1', '[::1]'] as const;

// scheme://host[:port][/path][?query] — no user info, no fragment, no whitespace or control characters.
const SHAPE =
  /^(?<scheme>[A-Za-z][A-Za-z0-9+.-]*):\/\/(?<host>\[[0-9A-Fa-f:.]+\]|[A-Za-z0-9.-]+)(?::(?<port>\d{1,5}))?(?<rest>[/?][A-Za-z0-9\-._~!$&'()*+,;=:@/?%]*)?$/u;
const LABEL = /^(?!-)[a-z0-9-]{1,63}(?<!-)$/;
const IPV4 = /^(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/;

const ipv4 = (host: string): readonly number[] | undefined => {
  const m = IPV4.exec(host);
  if (!m) return undefined;
  const parts = m.slice(1).map(Number);
  return parts.every((p) => p <= 255) ? parts : undefined;
};

/** 0/8, 10/8, 100.64/10, 127/8, 169.254/16, 172.16/12, 192.168/16 and everything from 224 on. */
const isPrivateIpv4 = ([a = 0, b = 0]: readonly number[]): boolean =>
  a === 0 ||
  a === 10 ||
  a === 127 ||
  a >= 224 ||
  (a === 100 && b >= 64 && b <= 127) ||
  (a === 169 && b === 254) ||
  (a === 172 && b >= 16 && b <= 31) ||
  (a === 192 && b === 168);

/**
 * An address (as a resolver gives it) a webhook must not reach unless its URL named loopback:
 * private, loopback, link-local and reserved IPv4; IPv6 loopback, unique-local, link-local, and
 * IPv4-mapped private ones. Anything not an address is refused too.
 */
export const isPrivateAddress = (address: string): boolean => {
  const v4 = ipv4(address);
  if (v4) return isPrivateIpv4(v4);
  const a = address.toLowerCase().replace(/^\[|\]$/g, '');
  if (!/^[0-9a-f:.]+$/.test(a) || !a.includes(':')) return true;
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(a);
  if (mapped) return isPrivateAddress(mapped[1] ?? '');
  return a === '::' || a === '::1' || /^f[cd]/.test(a) || /^fe[89ab]/.test(a);
};

/** localhost, 127.0.0.1 or [::1]: the hosts plain HTTP may reach. */
export const isLoopback = (host: string): boolean => (LOOPBACK_HOSTS as readonly string[]).includes(host);

const hostCode = (host: string): WebhookUrlCode | undefined => {
  if (isLoopback(host)) return undefined;
  // An IPv6 literal other than ::1 (link-local, unique-local, mapped IPv4…) is not checked further.
  if (host.startsWith('[')) return 'webhookUrlPrivateHost';
  const address = ipv4(host);
  if (address) return isPrivateIpv4(address) ? 'webhookUrlPrivateHost' : undefined;
  if (/^[0-9.]+$/.test(host)) return 'webhookUrlInvalid';
  const labels = host.split('.');
  if (labels.length < 2 || !labels.every((l) => LABEL.test(l))) return 'webhookUrlInvalid';
  if (host.endsWith('.localhost') || host.endsWith('.local') || host.endsWith('.internal'))
    return 'webhookUrlPrivateHost';
  return undefined;
};

/**
 * Checks an endpoint's URL and gives it back with its scheme and host in lower case: `https`
 * anywhere public, `http` only to localhost, 127.0.0.1 or [::1]; no user info, no fragment.
 */
export const checkWebhookUrl = (text: string): WebhookUrlCheck => {
  if (text.length === 0 || text.length > WEBHOOK_URL_MAX_LENGTH)
    return { ok: false, code: 'webhookUrlInvalid' };
  const m = SHAPE.exec(text);
  const groups = m?.groups;
  if (!groups) return { ok: false, code: 'webhookUrlInvalid' };
  const scheme = (groups['scheme'] ?? '').toLowerCase();
  const host = (groups['host'] ?? '').toLowerCase();
  const port = groups['port'];
  if (port !== undefined && (Number(port) < 1 || Number(port) > 65_535))
    return { ok: false, code: 'webhookUrlInvalid' };
  if (scheme !== 'https' && scheme !== 'http') return { ok: false, code: 'webhookUrlNotHttps' };
  const code = hostCode(host);
  if (code) return { ok: false, code };
  if (scheme === 'http' && !isLoopback(host)) return { ok: false, code: 'webhookUrlNotHttps' };
  const rest = groups['rest'] ?? '';
  return {
    ok: true,
    url: `${scheme}://${host}${port === undefined ? '' : `:${port}`}${rest === '' ? '/' : rest}`,
  };
};

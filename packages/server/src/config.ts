import { DEFAULT_KEY_LEASE_MS, type KeptRecordsRetention } from '@tripx/application';
import { isIP } from 'node:net';
import { isAbsolute, resolve } from 'node:path';
import { LIMITS } from '@tripx/domain';

/** Everything the process reads from its environment, in one place (README "Configuration"). */
export interface ServerConfig {
  readonly port: number;
  readonly host: string;
  /**
   * LISTEN_FD: a listening socket this process inherited (its descriptor), taken instead of binding
   * HOST:PORT; PORT and PUBLIC_URL still say where it is. The test support hands each child server one
   * it opened on a free port, so no other process can take that port before the server listens.
   */
  readonly listenFd: number | undefined;
  readonly dataDir: string;
  readonly databaseUrl: string | undefined;
  /** DATABASE_POOL_SIZE: connections each instance opens to PostgreSQL (default 10). */
  readonly databasePoolSize: number;
  readonly publicUrl: string;
  readonly logLevel: string;
  readonly sessionTtlSeconds: number;
  /** IDLE_REMINDER_SECONDS: how long before the session's end both apps' reminder opens (spec 4.1: 60), under SESSION_TTL_SECONDS. */
  readonly idleReminderSeconds: number;
  readonly production: boolean;
  readonly sensitiveRateLimitPerMinute: number;
  /** Requests per minute per client address on open read calls (GraphQL). */
  readonly apiRateLimitPerMinute: number;
  /** Requests per minute per partner API key on `/partner/v1`. */
  readonly partnerRateLimitPerMinute: number;
  /** Lead e-mails (saved quotes) one address may receive per hour, whoever asks. */
  readonly leadsPerRecipientPerHour: number;
  /** HEADERS_TIMEOUT_MS / REQUEST_TIMEOUT_MS: a client slower than this to send its headers, or its
   *  whole request, gets 408 and is disconnected (a slow body cannot hold a connection open). */
  readonly timeouts: RequestTimeouts;
  /** TRUST_PROXY: proxies whose X-Forwarded-For is believed (hop count or addresses); none by default. */
  readonly trustProxy: TrustProxy;
  /** Sign-in (README "Sign-in"): external issuers per realm, else the built-in provider. */
  readonly oidc: OidcConfig;
  /** Buying (README "Buying from the API"): card frame, e-mail, reconciliation. */
  readonly payment: PaymentConfig;
  /**
   * QUOTE_SIGNING_SECRET (32+ characters): signs the quote references purchases send back; every
   * instance needs the same. Unset: a random one per process (a restart then forgets quote dates).
   */
  readonly quoteSigningSecret: string | undefined;
  /**
   * RESUME_SIGNING_SECRET (32+ characters): signs the resume links of saved quotes (30 days); every
   * instance needs the same. Unset: one generated once and kept in the database (app_meta).
   */
  readonly resumeSigningSecret: string | undefined;
  /** METRICS: who may read /metrics (docs/security.md "Metrics"). */
  readonly metrics: MetricsAccess;
  /** SLOW_REQUEST_MS: a request slower than this is logged at warn whatever its status (default 1000). */
  readonly slowRequestMs: number;
  /** QUOTE_PURGE_INTERVAL_MS: how often expired sessions, stale quotes in progress and expired saved quotes are deleted. */
  readonly quotePurgeIntervalMs: number;
  /**
   * IDEMPOTENCY_KEY_RETENTION_DAYS (30) and SIGN_IN_AUDIT_RETENTION_DAYS (400): how long the periodic
   * purge keeps an Idempotency-Key after its last use and a refused or failed sign-in's audit row.
   */
  readonly retention: KeptRecordsRetention;
}

/**
 * METRICS: `off` (default) has no /metrics; `local` answers only a connection from this machine's
 * loopback that no proxy forwarded; `on` answers anyone who reaches it (a scraper on a private network;
 * the balancer must not route /metrics from the internet).
 */
export type MetricsAccess = 'off' | 'local' | 'on';
const METRICS_ACCESS: readonly MetricsAccess[] = ['off', 'local', 'on'];

const metricsOf = (env: NodeJS.ProcessEnv): MetricsAccess => {
  const raw = env['METRICS'] || 'off';
  const access = METRICS_ACCESS.find((a) => a === raw);
  if (!access) throw new ConfigError(`METRICS must be one of ${METRICS_ACCESS.join(', ')}, got "${raw}"`);
  return access;
};

export interface RequestTimeouts {
  readonly headersMs: number;
  readonly requestMs: number;
}

const timeoutsOf = (env: NodeJS.ProcessEnv): RequestTimeouts => {
  const headersMs = int(env, 'HEADERS_TIMEOUT_MS', 10_000, 100, 600_000);
  const requestMs = int(env, 'REQUEST_TIMEOUT_MS', 30_000, 100, 3_600_000);
  // Node refuses a headers timeout longer than the whole request's.
  if (headersMs > requestMs) throw new ConfigError('HEADERS_TIMEOUT_MS must not exceed REQUEST_TIMEOUT_MS');
  return { headersMs, requestMs };
};

export interface PaymentConfig {
  /** PAYMENT_FRAME_ORIGIN (default PUBLIC_URL's host on port 8081; with a port 0, that host on the frame's free port). */
  readonly frameOrigin: string | undefined;
  /** PAYMENT_FRAME_PORT: default the frame origin's port, or 0 (any free port) when PORT is 0. */
  readonly framePort: number;
  readonly smtpUrl: string | undefined;
  readonly mailFrom: string | undefined;
  /** PURCHASE_RECONCILE_GRACE_MS: charges younger than this are left to the instance making them. */
  readonly reconcileGraceMs: number;
  /** IDEMPOTENCY_KEY_LEASE_MS: a partner's quote or cancellation left without an answer this long runs again on a retry. */
  readonly keyLeaseMs: number;
  /** DELIVERY_INTERVAL_MS: the e-mail worker's pause when the outbox is empty. */
  readonly deliveryIntervalMs: number;
  /** MONEY_INTERVAL_MS: how often the money outbox (refunds, endorsement charges) is swept. */
  readonly moneyIntervalMs: number;
  /** WEBHOOK_INTERVAL_MS: the webhook worker's pause between drains of the events and deliveries due. */
  readonly webhookIntervalMs: number;
  /** MONEY_CRASH_AT (kill -9 suite only, ignored in production): die at the first maintenance payment call. */
  readonly moneyCrashAt: MoneyCrashPoint | undefined;
}

export const MONEY_CRASH_POINTS = ['beforeProvider', 'afterProvider'] as const;
export type MoneyCrashPoint = (typeof MONEY_CRASH_POINTS)[number];

const crashPointOf = (env: NodeJS.ProcessEnv): MoneyCrashPoint | undefined => {
  const at = env['MONEY_CRASH_AT'];
  if (!at || env['NODE_ENV'] === 'production') return undefined;
  if (!MONEY_CRASH_POINTS.some((p) => p === at))
    throw new ConfigError(`MONEY_CRASH_AT must be one of ${MONEY_CRASH_POINTS.join(', ')}`);
  return at as MoneyCrashPoint;
};

const frameOriginBeside = (publicUrl: string): string => {
  const url = new URL(publicUrl);
  return `${url.protocol}//${url.hostname}:8081`;
};

const paymentOf = (env: NodeJS.ProcessEnv, port: number, publicUrl: string): PaymentConfig => {
  // With PORT=0 or PAYMENT_FRAME_PORT=0 (tests) the frame's origin is its free port, known once listening.
  const anyPort = port === 0 || env['PAYMENT_FRAME_PORT'] === '0';
  // Default: the public host on port 8081, so the CSP's frame-src names no host but the configured one.
  const origin = env['PAYMENT_FRAME_ORIGIN'] || (anyPort ? undefined : frameOriginBeside(publicUrl));
  const originPort = origin ? new URL(origin).port || '80' : '0';
  return {
    frameOrigin: origin,
    framePort: int(env, 'PAYMENT_FRAME_PORT', Number(originPort), 0, 65535),
    smtpUrl: env['SMTP_URL'] || undefined,
    mailFrom: env['MAIL_FROM'] || undefined,
    reconcileGraceMs: int(env, 'PURCHASE_RECONCILE_GRACE_MS', 60_000, 0, 86_400_000),
    keyLeaseMs: int(env, 'IDEMPOTENCY_KEY_LEASE_MS', DEFAULT_KEY_LEASE_MS, 1_000, 86_400_000),
    deliveryIntervalMs: int(env, 'DELIVERY_INTERVAL_MS', 2_000, 10, 600_000),
    moneyIntervalMs: int(env, 'MONEY_INTERVAL_MS', 30_000, 10, 3_600_000),
    webhookIntervalMs: int(env, 'WEBHOOK_INTERVAL_MS', 5_000, 10, 3_600_000),
    moneyCrashAt: crashPointOf(env),
  };
};

export interface OidcIssuerConfig {
  readonly issuer: string;
  readonly clientId: string;
  readonly clientSecret: string;
}
export interface OidcConfig {
  readonly staff: OidcIssuerConfig | undefined;
  readonly ciam: OidcIssuerConfig | undefined;
  readonly demoPassword: string;
  /** DEMO_SIGN_IN=on: the built-in provider's demo accounts may sign in with NODE_ENV=production. */
  readonly demoSignIn: boolean;
  /** OIDC_SIGNING_JWKS: the built-in provider's private JWKS; generated once and kept in the DB otherwise. */
  readonly signingJwks: string | undefined;
}

const issuerOf = (env: NodeJS.ProcessEnv, prefix: string): OidcIssuerConfig | undefined => {
  const issuer = env[`${prefix}_ISSUER`];
  if (!issuer) return undefined;
  const clientId = env[`${prefix}_CLIENT_ID`];
  const clientSecret = env[`${prefix}_CLIENT_SECRET`];
  if (!/^https?:\/\//.test(issuer)) throw new ConfigError(`${prefix}_ISSUER must be an http(s) URL`);
  if (!clientId || !clientSecret)
    throw new ConfigError(`${prefix}_ISSUER needs ${prefix}_CLIENT_ID and ${prefix}_CLIENT_SECRET`);
  return { issuer: issuer.replace(/\/$/, ''), clientId, clientSecret };
};

const onOff = (env: NodeJS.ProcessEnv, name: string): boolean => {
  const raw = env[name] || 'off';
  if (raw !== 'on' && raw !== 'off') throw new ConfigError(`${name} must be on or off, got "${raw}"`);
  return raw === 'on';
};

/**
 * The built-in provider signs anyone in with one shared password and lists the demo accounts on its
 * page: in production that is refused unless DEMO_SIGN_IN=on says the demonstration is meant.
 */
const oidcOf = (env: NodeJS.ProcessEnv, production: boolean): OidcConfig => {
  const oidc = {
    staff: issuerOf(env, 'OIDC_STAFF'),
    ciam: issuerOf(env, 'OIDC_CIAM'),
    demoPassword: env['DEMO_PASSWORD'] || 'demo',
    demoSignIn: onOff(env, 'DEMO_SIGN_IN'),
    signingJwks: env['OIDC_SIGNING_JWKS'] || undefined,
  };
  const builtIn = (['staff', 'ciam'] as const).filter((realm) => !oidc[realm]);
  if (production && builtIn.length > 0 && !oidc.demoSignIn)
    throw new ConfigError(
      `NODE_ENV=production with the built-in identity provider (demo accounts, one shared password) for ${builtIn.join(' and ')}: ` +
        'set OIDC_STAFF_ISSUER and OIDC_CIAM_ISSUER (with their client id and secret), or DEMO_SIGN_IN=on to run the demonstration on purpose',
    );
  return oidc;
};

/** The built-in provider is in use in production on purpose (DEMO_SIGN_IN=on): said in the log. */
export const demoSignInWarning = (config: ServerConfig): string | undefined =>
  config.production && config.oidc.demoSignIn && (!config.oidc.staff || !config.oidc.ciam)
    ? `DEMO_SIGN_IN=on: the built-in identity provider signs the demo accounts in with ${
        config.oidc.demoPassword === 'demo' ? 'the default password' : 'DEMO_PASSWORD'
      }; do not run this with real users`
    : undefined;

/** Fastify's trustProxy: false, a hop count, or the proxies' addresses and CIDR ranges. */
export type TrustProxy = false | number | readonly string[];

const isAddressOrRange = (entry: string): boolean => {
  const [address = '', bits, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (bits === undefined) return true;
  const n = Number(bits);
  return /^\d{1,3}$/.test(bits) && n <= (family === 4 ? 32 : 128);
};

const trustProxyOf = (env: NodeJS.ProcessEnv): TrustProxy => {
  const raw = (env['TRUST_PROXY'] ?? '').trim();
  if (raw === '' || raw === 'off') return false;
  if (/^\d+$/.test(raw)) return int(env, 'TRUST_PROXY', 0, 0, 100) || false;
  const entries = raw.split(',').map((e) => e.trim());
  const bad = entries.find((e) => !isAddressOrRange(e));
  if (bad !== undefined)
    throw new ConfigError(
      `TRUST_PROXY must be off, a hop count, or comma-separated addresses or CIDR ranges; "${bad}" is none of these`,
    );
  return entries;
};

export class ConfigError extends Error {}

const int = (env: NodeJS.ProcessEnv, name: string, fallback: number, min: number, max: number): number => {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < min || n > max)
    throw new ConfigError(`${name} must be a whole number from ${min} to ${max}, got "${raw}"`);
  return n;
};

/**
 * SESSION_TTL_SECONDS and IDLE_REMINDER_SECONDS: the reminder opens that long before the idle session
 * ends, so it must be shorter than the session; as long or longer, it would open as soon as the
 * session starts and never leave.
 */
const idleSessionOf = (env: NodeJS.ProcessEnv) => {
  const sessionTtlSeconds = int(env, 'SESSION_TTL_SECONDS', 1800, 10, 7 * 24 * 3600);
  const idleReminderSeconds = int(env, 'IDLE_REMINDER_SECONDS', LIMITS.idleReminderSeconds, 5, 3600);
  if (idleReminderSeconds >= sessionTtlSeconds)
    throw new ConfigError(
      `IDLE_REMINDER_SECONDS (${idleReminderSeconds}) must be shorter than SESSION_TTL_SECONDS (${sessionTtlSeconds}): ` +
        'the idle reminder opens that long before the session ends',
    );
  return { sessionTtlSeconds, idleReminderSeconds };
};

const signingSecretOf = (env: NodeJS.ProcessEnv, name: string): string | undefined => {
  const secret = env[name] || undefined;
  if (secret !== undefined && secret.length < 32)
    throw new ConfigError(`${name} must be at least 32 characters`);
  return secret;
};

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];

/**
 * Reads the configuration. A relative DATA_DIR is taken from where the command was typed
 * (pnpm runs the package script inside packages/server, and says where it came from in INIT_CWD).
 */
export const readConfig = (env: NodeJS.ProcessEnv = process.env): ServerConfig => {
  const port = int(env, 'PORT', 8080, 0, 65535);
  const logLevel = env['LOG_LEVEL'] || 'info';
  if (!LOG_LEVELS.includes(logLevel))
    throw new ConfigError(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}`);
  const base = env['INIT_CWD'] || process.cwd();
  const dataDir = env['DATA_DIR'] || './.data';
  const databaseUrl = env['DATABASE_URL'] || undefined;
  if (databaseUrl && !/^postgres(ql)?:\/\//.test(databaseUrl))
    throw new ConfigError('DATABASE_URL must start with postgres:// or postgresql://');
  const publicUrl = (env['PUBLIC_URL'] || `http://localhost:${port}`).replace(/\/$/, '');
  const production = env['NODE_ENV'] === 'production';
  return {
    port,
    host: env['HOST'] || '0.0.0.0',
    listenFd: env['LISTEN_FD'] ? int(env, 'LISTEN_FD', 0, 3, 65535) : undefined,
    dataDir: dataDir.startsWith('memory://') || isAbsolute(dataDir) ? dataDir : resolve(base, dataDir),
    databaseUrl,
    databasePoolSize: int(env, 'DATABASE_POOL_SIZE', 10, 1, 1000),
    publicUrl,
    logLevel,
    ...idleSessionOf(env),
    production,
    sensitiveRateLimitPerMinute: int(env, 'SENSITIVE_RATE_LIMIT_PER_MINUTE', 30, 1, 1_000_000),
    apiRateLimitPerMinute: int(env, 'API_RATE_LIMIT_PER_MINUTE', 300, 1, 1_000_000),
    partnerRateLimitPerMinute: int(env, 'PARTNER_RATE_LIMIT_PER_MINUTE', 120, 1, 1_000_000),
    leadsPerRecipientPerHour: int(env, 'LEADS_PER_RECIPIENT_PER_HOUR', 3, 1, 1_000_000),
    timeouts: timeoutsOf(env),
    trustProxy: trustProxyOf(env),
    oidc: oidcOf(env, production),
    payment: paymentOf(env, port, publicUrl),
    quoteSigningSecret: signingSecretOf(env, 'QUOTE_SIGNING_SECRET'),
    resumeSigningSecret: signingSecretOf(env, 'RESUME_SIGNING_SECRET'),
    metrics: metricsOf(env),
    slowRequestMs: int(env, 'SLOW_REQUEST_MS', 1000, 1, 3_600_000),
    quotePurgeIntervalMs: int(env, 'QUOTE_PURGE_INTERVAL_MS', 600_000, 1000, 86_400_000),
    retention: {
      idempotencyKeyDays: int(env, 'IDEMPOTENCY_KEY_RETENTION_DAYS', 30, 1, 36_500),
      signInAuditDays: int(env, 'SIGN_IN_AUDIT_RETENTION_DAYS', 400, 1, 36_500),
    },
  };
};

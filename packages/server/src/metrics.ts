import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { PoolUse, WorkBacklog } from '@tripx/adapters-sql';
import { collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import type { MetricsAccess } from './config';

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

/** The peer of the TCP connection itself (never X-Forwarded-For), and no proxy header at all. */
const fromThisMachine = (request: FastifyRequest): boolean =>
  LOOPBACK.has(request.socket.remoteAddress ?? '') &&
  request.headers['x-forwarded-for'] === undefined &&
  request.headers['forwarded'] === undefined;

/** Where /metrics reads the database's side at each scrape. */
export interface MetricsSources {
  readonly backlog: () => Promise<WorkBacklog>;
  /** The PostgreSQL pool's counts; null on the embedded PGlite, which has no pool. */
  readonly poolUse: (() => PoolUse) | null;
}

const POOL_GAUGES: readonly [string, string, (use: PoolUse) => number][] = [
  ['tripx_db_pool_max_connections', 'Connections the pool may open (DATABASE_POOL_SIZE)', (u) => u.max],
  ['tripx_db_pool_open_connections', 'Connections open, busy or idle', (u) => u.total],
  ['tripx_db_pool_idle_connections', 'Open connections no query is using', (u) => u.idle],
  ['tripx_db_pool_waiting_queries', 'Queries waiting for a connection (every one busy)', (u) => u.waiting],
];

/**
 * `/metrics` in Prometheus' text format: the process's own (CPU, memory, heap, event-loop lag, GC, open
 * handles) and `http_request_duration_seconds` by method, route pattern and status, whose `_count` is
 * the request rate; read at each scrape, the PostgreSQL pool's use (connections open, idle, queries
 * waiting) and, from the database, the work still owed: the e-mail and money outboxes' depth and the
 * age of the oldest purchase attempt reconciliation has yet to settle. One registry per server, so
 * that several servers in one process (tests) keep apart.
 */
export const metricsRoutes = (app: FastifyInstance, access: MetricsAccess, sources: MetricsSources): void => {
  if (access === 'off') return;
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const duration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time to answer an HTTP request, by method, route pattern and status code',
    labelNames: ['method', 'route', 'status_code'] as const,
    buckets: [0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
    registers: [registry],
  });
  const outbox = new Gauge({
    name: 'tripx_outbox_depth',
    help: 'Messages waiting in an outbox: e-mail (to send), money (card moves owed) and webhook (events and deliveries owed to partners)',
    labelNames: ['outbox'] as const,
    registers: [registry],
  });
  const reconciliationLag = new Gauge({
    name: 'tripx_reconciliation_lag_seconds',
    help: 'Age of the oldest purchase attempt not yet settled (0 when none)',
    registers: [registry],
  });
  const poolUse = sources.poolUse;
  // Only where there is a pool: on the embedded PGlite these series are absent, not zero.
  if (poolUse)
    for (const [name, help, read] of POOL_GAUGES)
      new Gauge({
        name,
        help: `${help}; PostgreSQL only, absent on the embedded PGlite (no pool)`,
        registers: [registry],
        collect() {
          this.set(read(poolUse()));
        },
      });
  app.addHook('onResponse', (request, reply, done) => {
    // The route's pattern, never the raw URL: one series per route, whatever the path parameters.
    const route = request.routeOptions.url ?? 'unmatched';
    if (route !== '/metrics')
      duration.observe(
        { method: request.method, route, status_code: String(reply.statusCode) },
        reply.elapsedTime / 1000,
      );
    done();
  });
  app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
    if (access === 'local' && !fromThisMachine(request)) return reply.callNotFound();
    const owed = await sources.backlog();
    outbox.set({ outbox: 'email' }, owed.emailOutbox);
    outbox.set({ outbox: 'money' }, owed.moneyOutbox);
    outbox.set({ outbox: 'webhook' }, owed.webhookOutbox);
    reconciliationLag.set(owed.oldestPendingPurchaseSeconds);
    return reply
      .type(registry.contentType)
      .header('cache-control', 'no-store')
      .send(await registry.metrics());
  });
};

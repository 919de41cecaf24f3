import { openDatabase, type Database } from '@tripx/adapters-sql';
import { describeOnPostgres, freshPostgresSchema } from '@tripx/testing/postgres';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { MetricsAccess } from './config';
import { metricsRoutes, type MetricsSources } from './metrics';

let app: FastifyInstance | undefined;
afterEach(async () => {
  await app?.close();
  app = undefined;
});

const serve = async (
  access: MetricsAccess,
  poolUse: MetricsSources['poolUse'] = null,
): Promise<FastifyInstance> => {
  app = Fastify();
  metricsRoutes(app, access, {
    backlog: async () => ({
      emailOutbox: 3,
      moneyOutbox: 1,
      webhookOutbox: 2,
      oldestPendingPurchaseSeconds: 42.5,
    }),
    poolUse,
  });
  app.get('/api/policies/:number', async (request, reply) =>
    (request.params as { number: string }).number === 'missing' ? reply.code(404).send({}) : { ok: true },
  );
  await app.ready();
  return app;
};

describe('/metrics', () => {
  it('counts and times requests by route pattern and status, in Prometheus text format', async () => {
    const server = await serve('on');
    await server.inject('/api/policies/P-1');
    await server.inject('/api/policies/P-2');
    await server.inject('/api/policies/missing');
    const res = await server.inject('/metrics');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(res.headers['cache-control']).toBe('no-store');
    const text = res.body;
    expect(text).toContain('# TYPE http_request_duration_seconds histogram');
    // One series per route pattern: the policy numbers do not become labels.
    expect(text).toContain(
      'http_request_duration_seconds_count{method="GET",route="/api/policies/:number",status_code="200"} 2',
    );
    expect(text).toContain(
      'http_request_duration_seconds_count{method="GET",route="/api/policies/:number",status_code="404"} 1',
    );
    expect(text).not.toContain('P-1');
    expect(text).toMatch(/^process_resident_memory_bytes \d+/m);
    expect(text).toMatch(/^nodejs_eventloop_lag_seconds [\d.e-]+/m);
    // The work owed, as the database reports it at the scrape.
    expect(text).toContain('tripx_outbox_depth{outbox="email"} 3\n');
    expect(text).toContain('tripx_outbox_depth{outbox="money"} 1\n');
    expect(text).toContain('tripx_outbox_depth{outbox="webhook"} 2\n');
    expect(text).toContain('tripx_reconciliation_lag_seconds 42.5\n');
    // The embedded PGlite has no pool: no pool series at all (not zeros).
    expect(text).not.toContain('tripx_db_pool');
    // The scrape itself is not counted.
    expect(text).not.toContain('route="/metrics"');
  });

  it('is not there with METRICS=off (the default)', async () => {
    const server = await serve('off');
    expect((await server.inject('/metrics')).statusCode).toBe(404);
  });

  it('with METRICS=local answers only this machine, not a proxied or remote request', async () => {
    const server = await serve('local');
    expect((await server.inject({ url: '/metrics', remoteAddress: '127.0.0.1' })).statusCode).toBe(200);
    expect((await server.inject({ url: '/metrics', remoteAddress: '::1' })).statusCode).toBe(200);
    expect((await server.inject({ url: '/metrics', remoteAddress: '10.0.0.7' })).statusCode).toBe(404);
    const proxied = await server.inject({
      url: '/metrics',
      remoteAddress: '127.0.0.1',
      headers: { 'x-forwarded-for': '203.0.113.9' },
    });
    expect(proxied.statusCode).toBe(404);
  });
});

await describeOnPostgres('/metrics on PostgreSQL: the pool', () => {
  let database: Database;
  let drop: () => Promise<void>;
  beforeAll(async () => {
    const schema = await freshPostgresSchema();
    database = await openDatabase({ databaseUrl: schema.url, poolSize: 2 });
    drop = async () => {
      await database.close();
      await schema.drop();
    };
  });
  afterAll(async () => drop());

  const scrape = async (server: FastifyInstance) => {
    const text = (await server.inject('/metrics')).body;
    const value = (name: string) => Number(new RegExp(`^${name} (\\d+)$`, 'm').exec(text)?.[1]);
    return {
      max: value('tripx_db_pool_max_connections'),
      open: value('tripx_db_pool_open_connections'),
      idle: value('tripx_db_pool_idle_connections'),
      waiting: value('tripx_db_pool_waiting_queries'),
    };
  };

  it('reads the connections open, idle and the queries waiting at each scrape', async () => {
    const server = await serve('on', database.poolUse);
    expect(await scrape(server)).toEqual({ max: 2, open: 0, idle: 0, waiting: 0 });
    // Two transactions hold both connections until released; a third query waits for one.
    let release!: () => void;
    const released = new Promise<void>((done) => (release = done));
    const begun: Promise<void>[] = [];
    const holding = [0, 1].map(() => {
      let begin!: () => void;
      begun.push(new Promise<void>((done) => (begin = done)));
      // The callback runs after BEGIN: the transaction holds its connection from then on.
      return database.transaction(async () => {
        begin();
        await released;
      });
    });
    await Promise.all(begun);
    const third = database.ping();
    await vi.waitFor(() => expect(database.poolUse?.().waiting).toBe(1));
    expect(await scrape(server)).toEqual({ max: 2, open: 2, idle: 0, waiting: 1 });
    release();
    await Promise.all(holding);
    expect(await third).toBe(true);
    expect(await scrape(server)).toEqual({ max: 2, open: 2, idle: 2, waiting: 0 });
  });
});

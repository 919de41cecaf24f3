import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import type { MetricsAccess } from './config';
import { metricsRoutes } from './metrics';

let app: FastifyInstance | undefined;
afterEach(async () => {
  await app?.close();
  app = undefined;
});

const serve = async (access: MetricsAccess): Promise<FastifyInstance> => {
  app = Fastify();
  metricsRoutes(app, access, async () => ({
    emailOutbox: 3,
    moneyOutbox: 1,
    oldestPendingPurchaseSeconds: 42.5,
  }));
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
    expect(text).toContain('tripx_reconciliation_lag_seconds 42.5\n');
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

import Fastify, { LogController } from 'fastify';
import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { logAnsweredRequests } from './request-log';

/** A server logging at `level` into an array of parsed lines, with routes answering 200, 404, 500 and slowly. */
const serve = async (level: string, slowMs: number) => {
  // The slow route sleeps past the threshold by a margin, and the threshold is far above what an
  // immediate answer takes on a loaded machine (at 20 ms, a first /ok under load was logged as slow).
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, next) {
      lines.push(JSON.parse(chunk.toString('utf8')) as Record<string, unknown>);
      next();
    },
  });
  const app = Fastify({
    logger: { level, stream },
    logController: new LogController({ disableRequestLogging: true }),
  });
  logAnsweredRequests(app, slowMs);
  app.get('/ok', async () => ({ ok: true }));
  app.get('/missing', async (_request, reply) => reply.code(404).send({}));
  app.get('/broken', async (_request, reply) => reply.code(500).send({}));
  app.get('/slow', async () => {
    await new Promise((resolve) => setTimeout(resolve, slowMs + 50));
    return { ok: true };
  });
  await app.ready();
  return { app, requests: () => lines.filter((l) => l['msg'] === 'request') };
};

const LEVEL = { debug: 20, info: 30, warn: 40, error: 50 };

describe('request logs', () => {
  it('at info: errors, client errors and slow requests, each with its request id; no 2xx line', async () => {
    const { app, requests } = await serve('info', 500);
    for (const url of ['/ok', '/missing', '/broken', '/slow']) await app.inject(url);
    await app.close();
    const byUrl = Object.fromEntries(requests().map((l) => [l['url'], l]));
    expect(Object.keys(byUrl).sort()).toEqual(['/broken', '/missing', '/slow']);
    expect(byUrl['/broken']).toMatchObject({
      level: LEVEL.error,
      statusCode: 500,
      reqId: expect.any(String),
    });
    expect(byUrl['/missing']).toMatchObject({
      level: LEVEL.info,
      statusCode: 404,
      reqId: expect.any(String),
    });
    expect(byUrl['/slow']).toMatchObject({
      level: LEVEL.warn,
      statusCode: 200,
      slow: true,
      reqId: expect.any(String),
    });
  });

  it('at debug: every request, 2xx included', async () => {
    const { app, requests } = await serve('debug', 10_000);
    await app.inject('/ok');
    await app.close();
    expect(requests()).toEqual([
      expect.objectContaining({ level: LEVEL.debug, url: '/ok', statusCode: 200, reqId: expect.any(String) }),
    ]);
  });
});

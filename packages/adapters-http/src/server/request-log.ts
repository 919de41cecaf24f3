import type { FastifyInstance } from 'fastify';

/** The level of an answered request's log line: only what needs a look is above debug. */
export const requestLogLevel = (
  statusCode: number,
  ms: number,
  slowMs: number,
): 'error' | 'warn' | 'info' | 'debug' =>
  statusCode >= 500 ? 'error' : ms >= slowMs ? 'warn' : statusCode >= 400 ? 'info' : 'debug';

/**
 * One line per answered request, with its request id (pino's `reqId`): server errors at error, requests
 * slower than `slowMs` at warn, client errors at info, and the rest (2xx, 3xx) at debug, so that the
 * default level's log is not one line per quote.
 */
export const logAnsweredRequests = (app: FastifyInstance, slowMs: number): void => {
  app.addHook('onResponse', (request, reply, done) => {
    const statusCode = reply.statusCode;
    const ms = reply.elapsedTime;
    request.log[requestLogLevel(statusCode, ms, slowMs)](
      { method: request.method, url: request.url, statusCode, ms, ...(ms >= slowMs ? { slow: true } : {}) },
      'request',
    );
    done();
  });
};

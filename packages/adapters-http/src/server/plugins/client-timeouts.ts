import { apiError } from '@tripx/application';
import { STATUS_CODES, type ServerOptions } from 'node:http';
import type { Socket } from 'node:net';
import { messageOf } from '../http-errors';

/** Errors Node raises before a request reaches Fastify, answered in the API's error shape. */
const CLIENT_ERRORS: Readonly<Record<string, [number, string]>> = {
  ERR_HTTP_REQUEST_TIMEOUT: [408, 'requestTimeout'],
  HPE_HEADER_OVERFLOW: [431, 'payloadTooLarge'],
};

const answerClientError = (error: NodeJS.ErrnoException, socket: Socket): void => {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, code] = CLIENT_ERRORS[error.code ?? ''] ?? [400, 'badRequest'];
  const body = JSON.stringify(apiError(code, messageOf(code)));
  if (socket.writable)
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nConnection: close\r\n` +
        `Content-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
    );
  socket.destroy(error);
};

/**
 * Node's own request and headers timeouts: a client that sends its headers or its body too slowly is
 * answered 408 and disconnected, so a trickle of bytes cannot hold connections open. Node checks them
 * every connectionsCheckingInterval (30 s by default, longer than the timeouts themselves).
 */
export const clientTimeoutOptions = (timeouts: {
  readonly headersMs: number;
  readonly requestMs: number;
}): {
  requestTimeout: number;
  http: ServerOptions;
  clientErrorHandler: typeof answerClientError;
} => ({
  requestTimeout: timeouts.requestMs,
  http: {
    headersTimeout: timeouts.headersMs,
    connectionsCheckingInterval: Math.min(1000, Math.ceil(timeouts.headersMs / 2)),
  },
  clientErrorHandler: answerClientError,
});

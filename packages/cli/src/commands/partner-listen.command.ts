import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Webhook } from 'standardwebhooks';
import type { CliIo } from '../cli-io';
import { errorBody, EXIT, type ExitCode } from '../cli-error';
import { label } from '../labels';
import type { ParsedArgs } from '../parse-args';

/** Where `tripx partner listen` waits unless --port says otherwise. */
export const DEFAULT_LISTEN_PORT = 9090;

const SIGNATURE_HEADERS = ['webhook-id', 'webhook-timestamp', 'webhook-signature'] as const;

const bodyOf = async (request: IncomingMessage): Promise<string> => {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
};

/**
 * `tripx partner listen [--port N]`: a webhook receiver for trying the partner API on one's own
 * machine. It listens on loopback, verifies each delivery's Standard Webhooks signature (the
 * `standardwebhooks` package, with the endpoint's secret from TRIPX_WEBHOOK_SECRET: never an option)
 * and prints each event as one JSON line `{ id, type, timestamp, data }`, answering 204; a delivery
 * whose signature does not verify is answered 400 and said on standard error. Runs until Ctrl-C.
 */
export const partnerListen = async (args: ParsedArgs, io: CliIo): Promise<ExitCode> => {
  const secret = io.env['TRIPX_WEBHOOK_SECRET'];
  const port = args.port === undefined ? DEFAULT_LISTEN_PORT : Number(args.port);
  const refused = [
    ...(secret ? [] : [{ path: 'TRIPX_WEBHOOK_SECRET', code: 'required' }]),
    ...(Number.isInteger(port) && port >= 0 && port <= 65_535
      ? []
      : [{ path: '--port', code: 'invalidValue' }]),
  ];
  let webhook: Webhook | undefined;
  try {
    if (secret) webhook = new Webhook(secret);
  } catch {
    refused.push({ path: 'TRIPX_WEBHOOK_SECRET', code: 'invalidValue' });
  }
  if (!webhook || refused.length > 0) {
    io.out(errorBody(args.lang, 'invalidCommand', refused));
    return EXIT.invalidInput;
  }
  const verifier = webhook;
  const server = createServer((request, response) => {
    void bodyOf(request).then((body) => {
      const headers = Object.fromEntries(SIGNATURE_HEADERS.map((h) => [h, String(request.headers[h] ?? '')]));
      let event: Record<string, unknown>;
      try {
        event = verifier.verify(body, headers) as Record<string, unknown>;
      } catch (e) {
        io.err(label(args.lang, 'webhookRefused', { id: headers['webhook-id'] ?? '', reason: String(e) }));
        response.writeHead(400).end();
        return;
      }
      io.out(JSON.stringify({ id: headers['webhook-id'], ...event }));
      response.writeHead(204).end();
    });
  });
  try {
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', resolve);
    });
  } catch (e) {
    io.out(errorBody(args.lang, 'listenFailed', [{ path: '--port', code: 'unavailable' }]));
    io.err(String(e));
    return EXIT.failure;
  }
  const url = `http://localhost:${(server.address() as AddressInfo).port}/`;
  io.err(label(args.lang, 'webhookListening', { url }));
  await io.interrupted();
  await new Promise((resolve) => server.close(resolve));
  return EXIT.ok;
};

import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Webhook } from 'standardwebhooks';

export interface ReceivedEvent {
  readonly id: string;
  readonly type: string;
  readonly data: Record<string, unknown>;
}

/** What the receiver does with attempt `n` (1-based) of one webhook-id before it takes it. */
export type Refusal = 'error' | 'hang-up' | 'unavailable' | 'take';

/**
 * A partner's webhook receiver on loopback: verifies every request's signature with the
 * standardwebhooks package, refuses the first attempts of each event as `script` says (a 500, a
 * dropped connection, a 503), then takes it — once per webhook-id, however often it comes again.
 */
export const startWebhookReceiver = async (script: readonly Refusal[]) => {
  let secret = '';
  const attempts = new Map<string, number>();
  const taken = new Map<string, ReceivedEvent>();
  const duplicates: string[] = [];
  const badSignatures: string[] = [];
  const header = (h: IncomingHttpHeaders, name: string) => String(h[name] ?? '');
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (c: Buffer) => chunks.push(c));
    request.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      const id = header(request.headers, 'webhook-id');
      let event: ReceivedEvent;
      try {
        event = new Webhook(secret).verify(body, {
          'webhook-id': id,
          'webhook-timestamp': header(request.headers, 'webhook-timestamp'),
          'webhook-signature': header(request.headers, 'webhook-signature'),
        }) as ReceivedEvent;
      } catch (e) {
        badSignatures.push(`${id}: ${String(e)}`);
        response.writeHead(400).end();
        return;
      }
      const n = (attempts.get(id) ?? 0) + 1;
      attempts.set(id, n);
      const refusal = script[n - 1] ?? 'take';
      if (refusal === 'hang-up') {
        request.socket.destroy();
        return;
      }
      if (refusal !== 'take') {
        response.writeHead(refusal === 'error' ? 500 : 503).end();
        return;
      }
      // Deduplication on the receiver's side, by webhook-id (at-least-once delivery).
      if (taken.has(id)) duplicates.push(id);
      else taken.set(id, event);
      response.writeHead(204).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/webhooks/tripx`,
    useSecret: (s: string) => void (secret = s),
    attempts,
    taken,
    duplicates,
    badSignatures,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
};

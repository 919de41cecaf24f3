import type { WebhookSender } from '@tripx/application';
import { isLoopback, isPrivateAddress } from '@tripx/domain';
import { lookup } from 'node:dns/promises';
import { Webhook } from 'standardwebhooks';

/** The addresses a host name resolves to (the system resolver by default). */
export type Resolve = (host: string) => Promise<readonly string[]>;
const systemResolve: Resolve = async (host) => (await lookup(host, { all: true })).map((a) => a.address);

/**
 * POSTs an event signed per the Standard Webhooks specification (`webhook-id`, `webhook-timestamp`,
 * `webhook-signature`: HMAC-SHA256 of `id.timestamp.body` under the endpoint's `whsec_` secret). The
 * timestamp is the wall clock at the send, as the receiver's replay window expects; redirects are
 * not followed; a public name that resolves to a private address is refused before anything is
 * sent (the URL rule saw only the text). Resolves with the status of any answer (its body is not
 * read), rejects on none.
 */
export class StandardWebhookSender implements WebhookSender {
  constructor(
    private readonly options: {
      readonly clock?: () => Date;
      readonly resolve?: Resolve;
      readonly userAgent?: string;
    } = {},
  ) {}

  async send(request: Parameters<WebhookSender['send']>[0]): Promise<{ readonly statusCode: number }> {
    const host = new URL(request.url).hostname;
    if (!isLoopback(host)) {
      const addresses = await (this.options.resolve ?? systemResolve)(host.replace(/^\[|\]$/g, ''));
      if (addresses.length === 0 || addresses.some(isPrivateAddress))
        throw new Error(`${host} resolves to a private address`);
    }
    const at = (this.options.clock ?? (() => new Date()))();
    const signature = new Webhook(request.secret).sign(request.id, at, request.body);
    const answer = await fetch(request.url, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'user-agent': this.options.userAgent ?? 'tripx-webhooks/1',
        'webhook-id': request.id,
        'webhook-timestamp': String(Math.floor(at.getTime() / 1000)),
        'webhook-signature': signature,
      },
      body: request.body,
      redirect: 'manual',
      signal: AbortSignal.timeout(request.timeoutMs),
    });
    await answer.body?.cancel();
    return { statusCode: answer.status };
  }
}

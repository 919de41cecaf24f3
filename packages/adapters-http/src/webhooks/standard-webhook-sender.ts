import type { WebhookSender } from '@tripx/application';
import { Webhook } from 'standardwebhooks';

/**
 * POSTs an event signed per the Standard Webhooks specification (`webhook-id`, `webhook-timestamp`,
 * `webhook-signature`: HMAC-SHA256 of `id.timestamp.body` under the endpoint's `whsec_` secret). The
 * timestamp is the wall clock at the send, as the receiver's replay window expects; redirects are
 * not followed. Resolves with the status of any answer (its body is not read), rejects on none.
 */
export class StandardWebhookSender implements WebhookSender {
  constructor(
    private readonly clock: () => Date = () => new Date(),
    private readonly userAgent = 'tripx-webhooks/1',
  ) {}

  async send(request: Parameters<WebhookSender['send']>[0]): Promise<{ readonly statusCode: number }> {
    const at = this.clock();
    const signature = new Webhook(request.secret).sign(request.id, at, request.body);
    const answer = await fetch(request.url, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'user-agent': this.userAgent,
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

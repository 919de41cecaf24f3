import 'reflect-metadata';
import { inject, injectable } from 'inversify';
import type { WebhookSender, WebhookStore, WebhookSupport } from './webhooks.ports';
import { WEBHOOK_TOKENS } from './webhooks.tokens';

/** The webhook ports as the container binds them, gathered for the use cases' functions. */
@injectable()
export class WebhookPorts implements WebhookSupport {
  readonly now: () => Date;
  readonly newId: () => string;
  readonly newSecret: () => string;
  readonly elapsedMs: () => number;

  constructor(
    @inject(WEBHOOK_TOKENS.Store) readonly store: WebhookStore,
    @inject(WEBHOOK_TOKENS.Sender) readonly sender: WebhookSender,
    @inject(WEBHOOK_TOKENS.Support) support: WebhookSupport,
  ) {
    this.now = support.now;
    this.newId = support.newId;
    this.newSecret = support.newSecret;
    this.elapsedMs = support.elapsedMs;
  }
}

export type WebhookDeps = Pick<
  WebhookPorts,
  'store' | 'sender' | 'now' | 'newId' | 'newSecret' | 'elapsedMs'
>;

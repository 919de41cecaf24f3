import 'reflect-metadata';
import { StandardWebhookSender } from '@tripx/adapters-http';
import { SqlWebhookStore, type Database } from '@tripx/adapters-sql';
import {
  DEFAULT_WEBHOOK_OPTIONS,
  WEBHOOK_TOKENS,
  webhooksModule,
  webhookUseCases,
  type WebhookStepSummary,
  type WebhookSupport,
  type WebhookUseCases,
} from '@tripx/application';
import { Effect, Fiber } from 'effect';
import { Container } from 'inversify';
import { randomBytes, randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import type { ServerConfig } from './config';

type Log = (level: 'info' | 'warn', event: string, data: Readonly<Record<string, unknown>>) => void;

export interface WebhookWiring {
  /** What the HTTP edge calls (HttpDeps.webhooks). */
  readonly useCases: WebhookUseCases;
  /** Fans out and sends everything due now, on the server's clock (the start-up pass; tests). */
  drain(): Promise<readonly WebhookStepSummary[]>;
  /** Starts the worker: a drain every WEBHOOK_INTERVAL_MS. */
  start(): void;
  close(): Promise<void>;
}

/** A signing secret of Standard Webhooks: `whsec_` and 32 random bytes in base64. */
const newSecret = () => `whsec_${randomBytes(32).toString('base64')}`;

/**
 * Webhooks (webhooksModule) over SQL and the signed HTTP sender; the worker runs here, at the edge,
 * on the server's clock (which attempts are due) — the signature's timestamp is the wall clock.
 */
export const webhookWiring = (
  config: ServerConfig,
  database: Database,
  now: () => Date,
  log: Log,
): WebhookWiring => {
  const container = new Container();
  container.bind(WEBHOOK_TOKENS.Store).toConstantValue(new SqlWebhookStore(database));
  container.bind(WEBHOOK_TOKENS.Sender).toConstantValue(new StandardWebhookSender());
  container.bind(WEBHOOK_TOKENS.Support).toConstantValue({
    now,
    newId: randomUUID,
    newSecret,
    elapsedMs: () => performance.now(),
  } satisfies WebhookSupport);
  container.loadSync(webhooksModule);
  const useCases = webhookUseCases(container);
  let worker: Fiber.RuntimeFiber<void> | undefined;
  return {
    useCases,
    drain: () => Effect.runPromise(useCases.worker.drain()),
    start: () => {
      worker = Effect.runFork(
        useCases.worker.worker({
          ...DEFAULT_WEBHOOK_OPTIONS,
          intervalMs: config.payment.webhookIntervalMs,
          onStoreError: (p) => log('warn', 'webhooks.storeUnavailable', { detail: p.detail }),
        }),
      );
    },
    close: async () => {
      if (worker) await Effect.runPromise(Fiber.interrupt(worker));
    },
  };
};

import {
  DocumentMailTemplates,
  PdfkitConfirmationDocument,
  logosFromFolder,
  mailerFromEnv,
} from '@tripx/adapters-documents';
import { FsRateCatalogue } from '@tripx/adapters-fs';
import { httpPurchaseAnswers, type HttpAnswer, type PurchaseHttpService } from '@tripx/adapters-http';
import { SandboxPaymentProvider, startPaymentFrameServer } from '@tripx/adapters-payment';
import {
  SqlConfirmationViews,
  SqlDistributionReadRepository,
  SqlOutbox,
  SqlPolicyGroups,
  SqlPurchaseStore,
  SqlReferringAgentRepository,
  SqlSandboxStorage,
  SqlSessionPolicies,
  type Database,
} from '@tripx/adapters-sql';
import {
  DEFAULT_DELIVER_OPTIONS,
  DELIVERY_TOKENS,
  PAYMENT_TOKENS,
  PURCHASE_TOKENS,
  deliveryModule,
  deliveryUseCases,
  purchaseModule,
  purchaseUseCases,
  type DeliverySupport,
  type PurchaseSupport,
  type QuoteReferencePort,
  type ReconciliationReport,
} from '@tripx/application';
import { Effect } from 'effect';
import { Container } from 'inversify';
import { createHash, randomUUID } from 'node:crypto';
import type { ServerConfig } from './config';
import { startDeliveryWorker } from './delivery-worker';

type Log = (level: 'info' | 'warn', event: string, data: Readonly<Record<string, unknown>>) => void;

export interface PurchaseWiring {
  readonly service: PurchaseHttpService;
  readonly frameOrigin: string;
  /** Settles charges a crashed process left behind (every one ACTIVE or reversed), and logs it. */
  reconcile(): Promise<ReconciliationReport>;
  /** Starts the e-mail worker and the reconciliation sweep (after the server is up). */
  startWorker(): void;
  /** Delivers every e-mail due now on the server's clock and returns (the worker does it too; tests). */
  drainMail(): Promise<void>;
  close(): Promise<void>;
}

/** The white-label logos (also served at /logos/:file by the server). */
const LOGOS_DIR = new URL('../assets/logos/', import.meta.url);
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/** A log line's level: failures, reversals and a reconciliation that reversed something warn. */
const levelOf = (event: string, data: Readonly<Record<string, unknown>>): 'info' | 'warn' =>
  event.endsWith('Failed') ||
  event.endsWith('reversed') ||
  (event === 'reconciliation.done' && data['reversed'])
    ? 'warn'
    : 'info';

/**
 * Buying, wired: the purchase and delivery contexts (purchaseModule, deliveryModule) over the
 * sandbox provider and its card frame on the second origin, the SQL stores and outbox, the mailer;
 * the e-mail worker and the reconciliation sweep run here, at the edge.
 */
export const openPurchaseWiring = async (
  config: ServerConfig,
  database: Database,
  deps: { readonly now: () => Date; readonly log: Log; readonly quoteReferences: QuoteReferencePort },
): Promise<PurchaseWiring> => {
  const provider = new SandboxPaymentProvider({ storage: new SqlSandboxStorage(database.db), now: deps.now });
  const frame = await startPaymentFrameServer({
    ...(config.payment.frameOrigin ? { frameOrigin: config.payment.frameOrigin } : {}),
    parentOrigin: new URL(config.publicUrl).origin,
    port: config.payment.framePort,
    host: config.host,
    provider,
    log: false,
    timeouts: config.timeouts,
    tokenizePerMinute: config.sensitiveRateLimitPerMinute,
  });
  const { mailer } = mailerFromEnv({
    SMTP_URL: config.payment.smtpUrl,
    DATA_DIR: config.dataDir.startsWith('memory://') ? undefined : config.dataDir,
    MAIL_FROM: config.payment.mailFrom,
  });

  const container = new Container();
  container.bind(PAYMENT_TOKENS.PaymentProvider).toConstantValue(provider);
  container.bind(PURCHASE_TOKENS.Store).toConstantValue(new SqlPurchaseStore(database));
  container.bind(PURCHASE_TOKENS.Answers).toConstantValue(httpPurchaseAnswers);
  container.bind(PURCHASE_TOKENS.RateCatalogue).toConstantValue(await FsRateCatalogue.open());
  // An agent's licences and the organization's agents, read before the key is claimed.
  container.bind(PURCHASE_TOKENS.Licences).toConstantValue(new SqlDistributionReadRepository(database.db));
  container.bind(PURCHASE_TOKENS.Referrers).toConstantValue(new SqlReferringAgentRepository(database.db));
  container.bind(PURCHASE_TOKENS.QuoteReferences).toConstantValue(deps.quoteReferences);
  container.bind(PURCHASE_TOKENS.SessionPolicies).toConstantValue(new SqlSessionPolicies(database));
  container.bind(PURCHASE_TOKENS.Support).toConstantValue({
    now: deps.now,
    newId: randomUUID,
    hash: sha256,
    log: (event, data) => deps.log(levelOf(event, data), event, data),
    reconcileGraceMs: config.payment.reconcileGraceMs,
    keyLeaseMs: config.payment.keyLeaseMs,
  } satisfies PurchaseSupport);
  container.bind(DELIVERY_TOKENS.Outbox).toConstantValue(new SqlOutbox(database.db));
  container.bind(DELIVERY_TOKENS.Mailer).toConstantValue(mailer);
  container.bind(DELIVERY_TOKENS.MailTemplates).toConstantValue(new DocumentMailTemplates());
  container.bind(DELIVERY_TOKENS.ConfirmationDocument).toConstantValue(new PdfkitConfirmationDocument());
  container
    .bind(DELIVERY_TOKENS.ConfirmationViewSource)
    .toConstantValue(new SqlConfirmationViews(database.db, logosFromFolder(LOGOS_DIR)));
  container.bind(DELIVERY_TOKENS.PolicyGroups).toConstantValue(new SqlPolicyGroups(database));
  container
    .bind(DELIVERY_TOKENS.Support)
    .toConstantValue({ now: deps.now, newId: randomUUID } satisfies DeliverySupport);
  container.loadSync(purchaseModule, deliveryModule);

  const purchase = purchaseUseCases<HttpAnswer>(container);
  const delivery = deliveryUseCases(container);
  const reconcile = () => Effect.runPromise(purchase.reconcileCharges.execute());
  let worker: { stop: () => Promise<void> } | undefined;
  let sweep: ReturnType<typeof setInterval> | undefined;
  return {
    service: { purchase, delivery },
    frameOrigin: frame.frameOrigin,
    reconcile,
    drainMail: () => Effect.runPromise(delivery.worker.drain(DEFAULT_DELIVER_OPTIONS)),
    startWorker: () => {
      // Charges too young for the start-up pass (another instance may be finishing them) are
      // settled by this sweep once they are older than the grace period.
      sweep = setInterval(
        () => void reconcile().catch(() => undefined),
        Math.max(config.payment.reconcileGraceMs, 30_000),
      );
      sweep.unref();
      worker = startDeliveryWorker(delivery.worker, {
        intervalMs: config.payment.deliveryIntervalMs,
        onStoreError: (p) => deps.log('warn', 'delivery.storeUnavailable', { detail: p.detail }),
      });
    },
    close: async () => {
      if (sweep) clearInterval(sweep);
      await worker?.stop();
      await frame.close();
    },
  };
};

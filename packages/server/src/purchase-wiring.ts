import {
  DocumentMailTemplates,
  PdfkitConfirmationDocument,
  logosFromFolder,
  mailerFromEnv,
} from '@tripx/adapters-documents';
import { FsRateCatalogue } from '@tripx/adapters-fs';
import type { PurchaseHttpService } from '@tripx/adapters-http';
import { SandboxPaymentProvider, startPaymentFrameServer } from '@tripx/adapters-payment';
import {
  SqlConfirmationViews,
  SqlDistributionReadRepository,
  SqlOutbox,
  SqlPurchaseStore,
  SqlReferringAgentRepository,
  SqlSandboxStorage,
  purchaseDb,
  type Database,
} from '@tripx/adapters-sql';
import {
  DEFAULT_DELIVER_OPTIONS,
  createPolicy,
  enqueueSavedQuote,
  reconcileCharges,
  renderConfirmation,
  resendConfirmation,
  startDeliveryWorker,
  type AlreadyPurchasedAnswer,
  type DeliveryDeps,
  type PurchaseRefusal,
  type QuoteReferencePort,
  type ReconciliationReport,
  type Session,
} from '@tripx/application';
import { Effect, Either } from 'effect';
import { createHash, randomUUID } from 'node:crypto';
import type { ServerConfig } from './config';
import { organizationMismatchAnswer } from './organization-mismatch.answer';

type Log = (level: 'info' | 'warn', event: string, data: Readonly<Record<string, unknown>>) => void;

export interface PurchaseWiring {
  readonly service: PurchaseHttpService;
  readonly frameOrigin: string;
  /** Settles charges a crashed process left behind (every one ACTIVE or reversed), and logs it. */
  reconcile(): Promise<ReconciliationReport>;
  /** Starts the e-mail worker (after the server is up). */
  startWorker(): void;
  close(): Promise<void>;
}

/** A purchase refused before any answer was kept; the status is chosen here, at the edge. */
const refusal = (e: PurchaseRefusal) => ({
  ...(e._tag === 'AlreadyPurchased'
    ? {
        status: 409,
        body: {
          error: { code: e.code, message: 'These travellers are already covered.', fields: [] },
          // The policies already issued, with what the buyer may fetch of them.
          ...({
            policies: e.policyNumbers.map((policyNumber) => ({
              policyNumber,
              confirmationPdfPath: `/api/policies/${policyNumber}/confirmation/pdf`,
            })),
          } satisfies AlreadyPurchasedAnswer),
        },
      }
    : organizationMismatchAnswer(e)),
  replayed: false,
});

/** The white-label logos (also served at /logos/:file by the server). */
const LOGOS_DIR = new URL('../assets/logos/', import.meta.url);
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
/** The idempotency scope and the "my policies" key of a session; never the token itself. */
const sessionKey = (session: Session) => sha256(`purchase:${session.token}`);

/**
 * Buying, wired: the sandbox provider over SQL, its card frame on the second origin, the purchase
 * store, the outbox and its worker (documents and e-mail off the request path), reconciliation.
 */
export const openPurchaseWiring = async (
  config: ServerConfig,
  database: Database,
  deps: { readonly now: () => Date; readonly log: Log; readonly quoteReferences: QuoteReferencePort },
): Promise<PurchaseWiring> => {
  const catalogue = await FsRateCatalogue.open();
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
  const store = new SqlPurchaseStore(database);
  // An agent's licences and the organization's agents, read before the key is claimed.
  const licences = new SqlDistributionReadRepository(database.db);
  const referrers = new SqlReferringAgentRepository(database.db);
  const outbox = new SqlOutbox(database.db);
  const views = new SqlConfirmationViews(database.db, logosFromFolder(LOGOS_DIR));
  const { mailer } = mailerFromEnv({
    SMTP_URL: config.payment.smtpUrl,
    DATA_DIR: config.dataDir.startsWith('memory://') ? undefined : config.dataDir,
    MAIL_FROM: config.payment.mailFrom,
  });
  const delivery: DeliveryDeps = {
    outbox,
    mailer,
    templates: new DocumentMailTemplates(),
    document: new PdfkitConfirmationDocument(),
    views,
    now: deps.now,
    newId: randomUUID,
  };
  const log = (event: string, data: Readonly<Record<string, unknown>>) =>
    deps.log(event.endsWith('Failed') || event.endsWith('reversed') ? 'warn' : 'info', event, data);
  let worker: { stop: () => Promise<void> } | undefined;
  let sweep: ReturnType<typeof setInterval> | undefined;

  const service: PurchaseHttpService = {
    purchase: async ({ session, idempotencyKey, body }) => {
      const r = await createPolicy(
        {
          catalogue,
          payments: provider,
          store,
          licences,
          referrers,
          quoteReferences: deps.quoteReferences,
          now: deps.now,
          newId: randomUUID,
          hash: sha256,
          log,
        },
        {
          sessionKey: sessionKey(session),
          profileRef: session.user?.profileRef ?? null,
          userType: session.user?.userType ?? null,
          claims: session.user?.claims ?? [],
          organizationCode: session.organizationCode,
          salesChannel: session.user ? 'b2b' : 'b2c',
        },
        { idempotencyKey, body },
      );
      return '_tag' in r ? refusal(r) : r;
    },
    ownsPolicy: async (session, policyNumber) => {
      const row = await purchaseDb(database.db)
        .selectFrom('session_policies')
        .select('policy_number')
        .where('session_hash', '=', sessionKey(session))
        .where('policy_number', '=', policyNumber)
        .executeTakeFirst();
      return row !== undefined;
    },
    confirmationPdf: async (policyNumber, lang) => {
      const r = await Effect.runPromise(
        Effect.either(renderConfirmation(delivery, { policyNumber, ...(lang ? { lang } : {}) })),
      );
      if (Either.isRight(r)) return { ok: true, bytes: r.right.bytes, filename: r.right.filename };
      const code = 'code' in r.left ? r.left.code : 'unavailable';
      return { ok: false, status: code === 'deliveryPolicyNotFound' ? 404 : 503, code };
    },
    resend: async ({ policyNumber, email }) => {
      const r = await Effect.runPromise(
        Effect.either(resendConfirmation(delivery, { policyNumber, recipient: email ?? null })),
      );
      if (Either.isRight(r)) return { status: 202, body: { deliveryId: r.right.id, status: r.right.status } };
      const code = 'code' in r.left ? r.left.code : 'unavailable';
      const status = code === 'deliveryPolicyNotFound' ? 404 : code === 'unavailable' ? 503 : 400;
      return { status, body: { error: { code, message: 'The confirmation was not queued.', fields: [] } } };
    },
    deliveries: async (policyNumber) => {
      // The confirmation is one e-mail per booking, filed under its first policy: look there too.
      const first = await purchaseDb(database.db)
        .selectFrom('policies as p')
        .innerJoin('policies as f', 'f.group_number', 'p.group_number')
        .select('f.policy_number')
        .where('p.policy_number', '=', policyNumber)
        .orderBy('f.reference_number')
        .executeTakeFirst();
      const numbers = [...new Set([policyNumber, first?.policy_number ?? policyNumber])];
      const rows = (await Promise.all(numbers.map((n) => outbox.deliveries(n)))).flat();
      return rows.map((d) => ({
        at: d.at,
        channel: d.channel,
        recipient: d.recipient,
        language: d.language,
        status: d.status,
        document: d.document,
        attempt: d.attempt,
        errorCode: d.errorCode,
        error: d.error,
      }));
    },
    savedQuote: async (lead) => {
      const reopenUrl = `${config.publicUrl}/${lead.language}/quote?lead=${encodeURIComponent(lead.id)}`;
      const r = await Effect.runPromise(
        Effect.either(
          enqueueSavedQuote(delivery, {
            lead: {
              id: lead.id,
              email: lead.email,
              firstName: lead.firstName,
              tripStartDate: lead.tripStartDate as never,
              language: lead.language,
            },
            quoteLink: reopenUrl,
          }),
        ),
      );
      return Either.isRight(r) ? reopenUrl : undefined;
    },
  };

  const reconcile = () =>
    reconcileCharges(
      {
        payments: provider,
        store,
        now: deps.now,
        log: (e, d) => deps.log(e === 'reconciliation.done' && d['reversed'] ? 'warn' : 'info', e, d),
      },
      config.payment.reconcileGraceMs,
    );
  return {
    service,
    frameOrigin: frame.frameOrigin,
    reconcile,
    startWorker: () => {
      // Charges too young for the start-up pass (another instance may be finishing them) are
      // settled by this sweep once they are older than the grace period.
      sweep = setInterval(
        () => void reconcile().catch(() => undefined),
        Math.max(config.payment.reconcileGraceMs, 30_000),
      );
      sweep.unref();
      worker = startDeliveryWorker(delivery, {
        ...DEFAULT_DELIVER_OPTIONS,
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

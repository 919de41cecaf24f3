import { FsRateCatalogue } from '@tripx/adapters-fs';
import { buildHttpServer, type HttpDeps, type RouteInfo } from '@tripx/adapters-http';
import {
  SqlHitCounter,
  SqlKeptRecordsPurge,
  SqlSignInRepository,
  migrateToLatest,
  openDatabase,
  seedDatabase,
  workBacklog,
  type Database,
  type SeedReport,
} from '@tripx/adapters-sql';
import { purgeKeptRecordsUseCase } from '@tripx/application';
import type { FastifyInstance } from 'fastify';
import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import type { ServerConfig } from './config';
import { buildContainer } from './container';
import { hmacQuoteReferences } from './hmac-quote-references';
import { hmacResumeTokens } from './hmac-resume-tokens';
import { policyWiring, type PolicyWiring } from './policy-maintenance-wiring';
import { openPurchaseWiring, type PurchaseWiring } from './purchase-wiring';
import { openRatingService } from './rating-wiring';
import { signInWiring } from './sign-in-wiring';
import { adminAppRoutes, staffSignInProvider } from './admin-app.routes';
import { webAppRoutes } from './web-app.routes';
import { metricsRoutes } from './metrics';
import { productDocumentRoutes } from './product-documents.routes';
import { purgeSweep, type PurgeSweep } from './purge-sweep';
import { TOKENS } from './server.tokens';
import { webhookWiring, type WebhookWiring } from './webhooks-wiring';

export const TRANSLATIONS_DIR = fileURLToPath(new URL('../../../translations', import.meta.url));
const LOGOS_DIR = new URL('../assets/logos/', import.meta.url);

export interface RunningServer {
  readonly app: FastifyInstance;
  readonly database: Database;
  readonly deps: HttpDeps;
  readonly seed: SeedReport;
  readonly routes: readonly RouteInfo[];
  /** The webhook worker's drain on the server's clock (its timer runs it too): tests call it at will. */
  readonly webhooks: Pick<WebhookWiring, 'drain'>;
  /** The e-mail outbox delivered now, on the server's clock (its worker does it too): tests call it at will. */
  readonly mail: Pick<PurchaseWiring, 'drainMail'>;
  /** The purge of expired sessions and stale quotes on the server's clock (its timer runs it too). */
  readonly purges: Pick<PurgeSweep, 'purge'>;
  /** Stops taking requests, lets the ones in flight finish, closes the database. */
  close(): Promise<void>;
}

/** White-label logos: a fixed folder and a strict file-name pattern (no path from the request). */
const logoRoutes = (app: FastifyInstance): void => {
  app.get<{ Params: { file: string } }>(
    '/static/logos/:file',
    { schema: { hide: true } },
    async (request, reply) => {
      const { file } = request.params;
      if (!/^[a-z0-9-]{1,60}\.svg$/.test(file)) return reply.callNotFound();
      try {
        const svg = await readFile(new URL(file, LOGOS_DIR));
        return reply.type('image/svg+xml').header('cache-control', 'public, max-age=3600').send(svg);
      } catch {
        return reply.callNotFound();
      }
    },
  );
};

/** Opens the database, migrates, seeds, and builds the HTTP server (not yet listening). */
export const createServer = async (
  config: ServerConfig,
  options: { logger?: boolean; now?: () => Date } = {},
): Promise<RunningServer> => {
  const database = await openDatabase({
    dataDir: config.dataDir,
    ...(config.databaseUrl ? { databaseUrl: config.databaseUrl, poolSize: config.databasePoolSize } : {}),
  });
  let purchase: PurchaseWiring | undefined;
  let maintenance: PolicyWiring | undefined;
  let webhooks: WebhookWiring | undefined;
  let logTo: FastifyInstance['log'] | undefined;
  try {
    await migrateToLatest(database.db);
    // Read once: rating, policy administration and the demo policies share it.
    const catalogue = await FsRateCatalogue.open();
    const seed = await seedDatabase(database, {
      translationsDir: TRANSLATIONS_DIR,
      now: new Date(),
      // Demo policies are priced with the catalogue the server rates with.
      catalogue: catalogue.catalogue,
      // The demo partner key's secret is in the README: never a way into a production server.
      demoPartnerKey: !config.production,
    });
    const now = options.now ?? (() => new Date());
    const quoteReferences = hmacQuoteReferences(config.quoteSigningSecret ?? randomBytes(32).toString('hex'));
    const rating = await openRatingService(catalogue, { now }, database.db, quoteReferences);
    const log = (level: 'info' | 'warn', event: string, data: Readonly<Record<string, unknown>>) =>
      logTo?.[level]({ ...data, event }, event);
    purchase = await openPurchaseWiring(config, database, { now, quoteReferences, log });
    maintenance = policyWiring(config, database, catalogue.catalogue, now, log);
    const money = maintenance;
    webhooks = webhookWiring(config, database, now, log);
    const hooks = webhooks;
    // The embedded database has one process: its rate limits count in memory, exactly and cheaply.
    const counter = { counter: new SqlHitCounter(database.db), shared: database.kind !== 'pglite' };
    const resumeSecret =
      config.resumeSigningSecret ??
      (await new SqlSignInRepository(database.db).keepOnce('resume-links.signing-secret', () =>
        randomBytes(32).toString('base64url'),
      ));
    const deps = buildContainer(config, database, {
      rating,
      resumeTokens: hmacResumeTokens(resumeSecret),
      policy: money.useCases,
      now,
      purchase,
      counter,
      webhooks: hooks.useCases,
    }).get<HttpDeps>(TOKENS.httpDeps);
    const purges = purgeSweep(
      {
        sessions: deps.session.purgeExpired,
        quoteProgress: deps.quoteForms.purgeQuoteProgress,
        keptRecords: purgeKeptRecordsUseCase(new SqlKeptRecordsPurge(database.db), config.retention, now),
      },
      config.quotePurgeIntervalMs,
      log,
    );
    const http = await buildHttpServer(deps, {
      extraRoutes: async (app) => {
        metricsRoutes(app, config.metrics, {
          backlog: () => workBacklog(database.db, now()),
          poolUse: database.poolUse,
        });
        logoRoutes(app);
        await signInWiring(config, database, deps, counter.counter)(app);
        adminAppRoutes(app, {
          frameOrigin: deps.config.paymentFrameOrigin,
          staffSignIn: staffSignInProvider(config.oidc.staff?.issuer),
          idleReminderSeconds: config.idleReminderSeconds,
        });
        webAppRoutes(app, {
          frameOrigin: deps.config.paymentFrameOrigin,
          idleReminderSeconds: config.idleReminderSeconds,
        });
        productDocumentRoutes(app, deps);
      },
      ...(options.logger === false ? { logger: false } : {}),
    });
    logTo = http.app.log;
    // After a crash: every captured charge gets an ACTIVE policy or is reversed, before serving.
    await purchase.reconcile();
    // Money after state: refunds and charges a crash left owed are moved before serving.
    await money.drain();
    purchase.startWorker();
    money.start();
    hooks.start();
    purges.start();
    const wiring = purchase;
    let closed = false;
    return {
      app: http.app,
      database,
      deps,
      seed,
      routes: http.routes,
      webhooks: hooks,
      mail: wiring,
      purges,
      close: async () => {
        if (closed) return;
        closed = true;
        http.beginShutdown();
        await http.app.close();
        await wiring.close();
        await money.close();
        await hooks.close();
        await purges.close();
        await database.close();
      },
    };
  } catch (e) {
    await purchase?.close();
    await maintenance?.close();
    await webhooks?.close();
    await database.close();
    throw e;
  }
};

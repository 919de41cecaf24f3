import 'reflect-metadata';
import { exportFiles } from '@tripx/adapters-documents';
import type { HttpDeps, PurchaseHttpService, Repositories } from '@tripx/adapters-http';
import type {
  HitCounter,
  PolicyUseCases,
  RatingUseCases,
  ResumeTokens,
  WebhookUseCases,
} from '@tripx/application';
import {
  SessionCache,
  SqlQuoteProgressPurge,
  UserCache,
  sqlRepositories,
  type Database,
} from '@tripx/adapters-sql';
import { Container } from 'inversify';
import { randomUUID } from 'node:crypto';
import type { ServerConfig } from './config';
import { openDistribution } from './distribution-wiring';
import { openPartner } from './partner-wiring';
import { openReadContexts } from './read-contexts-wiring';
import { TOKENS } from './server.tokens';

export interface Runtime {
  readonly rating: RatingUseCases;
  /** The signed resume links of saved quotes (RESUME_SIGNING_SECRET). */
  readonly resumeTokens: ResumeTokens;
  /** Policy administration (policy-maintenance-wiring.ts). */
  readonly policy: PolicyUseCases;
  /** The clock of every use case (tests move it to check expiry). */
  readonly now: () => Date;
  /** Buying (purchase-wiring.ts) and the card frame's origin for the CSP, when wired. */
  readonly purchase?: { readonly service: PurchaseHttpService; readonly frameOrigin: string };
  /** Webhook endpoints and deliveries (webhooks-wiring.ts). */
  readonly webhooks?: WebhookUseCases;
  /** Counts shared by every instance (sign-in failures always; rate limits when `shared`). */
  readonly counter: { readonly counter: HitCounter; readonly shared: boolean };
}

const toHttpDeps = (config: ServerConfig, database: Database, runtime: Runtime): HttpDeps => {
  // PGlite belongs to this process alone, so sessions can be cached coherently; PostgreSQL is
  // shared by several instances, so every request reads its session row from the database (only
  // the signed-in user behind it is kept, for a second).
  const pglite = database.kind === 'pglite';
  const cache = pglite ? new SessionCache() : undefined;
  const users = pglite ? undefined : new UserCache();
  const read: Repositories = sqlRepositories(database.db, cache, users);
  const newId = () => randomUUID();
  const distribution = openDistribution(
    database,
    (db) => {
      const {
        distribution: read,
        distributionAdmin: admin,
        referringAgents,
      } = sqlRepositories(db, cache, users);
      return { read, admin, referringAgents };
    },
    { newId },
  );
  const contexts = openReadContexts({
    ...read,
    quoteProgressPurge: new SqlQuoteProgressPurge(database.db),
    settings: { ttlSeconds: config.sessionTtlSeconds, now: runtime.now },
    ids: { newId },
    clock: { now: runtime.now },
    resumeTokens: runtime.resumeTokens,
    quote: runtime.rating.quote,
  });
  return {
    ...contexts,
    config: {
      production: config.production,
      sessionTtlSeconds: config.sessionTtlSeconds,
      publicUrl: config.publicUrl,
      logLevel: config.logLevel,
      slowRequestMs: config.slowRequestMs,
      sensitiveRateLimitPerMinute: config.sensitiveRateLimitPerMinute,
      trustProxy: config.trustProxy,
      apiRateLimitPerMinute: config.apiRateLimitPerMinute,
      partnerRateLimitPerMinute: config.partnerRateLimitPerMinute,
      leadsPerRecipientPerHour: config.leadsPerRecipientPerHour,
      bodyLimitBytes: 256 * 1024,
      timeouts: config.timeouts,
      ...(runtime.purchase ? { paymentFrameOrigin: runtime.purchase.frameOrigin } : {}),
    },
    read,
    ...(runtime.counter.shared ? { sharedCounter: runtime.counter.counter } : {}),
    inTransaction: (work) => database.transaction((trx) => work(sqlRepositories(trx, cache, users))),
    ping: () => database.ping(),
    now: runtime.now,
    newId,
    distribution,
    partner: openPartner(database, runtime.now),
    rating: runtime.rating,
    policy: runtime.policy,
    ...(runtime.purchase ? { purchase: runtime.purchase.service } : {}),
    ...(runtime.webhooks ? { webhooks: runtime.webhooks } : {}),
    exportFiles,
  };
};

/** One container per process: configuration, the database and what the HTTP adapter needs. */
export const buildContainer = (config: ServerConfig, database: Database, runtime: Runtime): Container => {
  const container = new Container();
  container.bind<ServerConfig>(TOKENS.config).toConstantValue(config);
  container.bind<Database>(TOKENS.database).toConstantValue(database);
  container
    .bind<HttpDeps>(TOKENS.httpDeps)
    .toDynamicValue((ctx) =>
      toHttpDeps(ctx.get<ServerConfig>(TOKENS.config), ctx.get<Database>(TOKENS.database), runtime),
    )
    .inSingletonScope();
  return container;
};

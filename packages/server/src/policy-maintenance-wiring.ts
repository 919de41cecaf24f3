import { DEFAULT_CATALOGUE_DIR, FsRateCatalogue } from '@tripx/adapters-fs';
import { policyMaintenanceRoutes } from '@tripx/adapters-http';
import { SandboxPaymentProvider } from '@tripx/adapters-payment';
import { SqlPolicyMaintenanceStore, SqlSandboxStorage, type Database } from '@tripx/adapters-sql';
import {
  catalogueRerater,
  drainMoneyMoves,
  type ClaimScope,
  type PolicyMaintenanceDeps,
  type SettleSummary,
} from '@tripx/application';
import type { CancellationRule } from '@tripx/domain';
import { Duration, Effect, Fiber } from 'effect';
import type { FastifyInstance } from 'fastify';
import { randomUUID } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { ServerConfig } from './config';
import { crashingProvider } from './money-crash-points';

type Log = (level: 'info' | 'warn', event: string, data: Readonly<Record<string, unknown>>) => void;

export interface PolicyMaintenanceWiring {
  readonly routes: (app: FastifyInstance) => void;
  /** Moves every money move a crashed process left owed (the start-up pass), and logs what it did. */
  drain(): Promise<readonly SettleSummary[]>;
  /** Sweeps the money outbox every MONEY_INTERVAL_MS: refunds and charges whose backoff ran out. */
  start(): void;
  close(): Promise<void>;
}

/**
 * The cancellation terms of every rate file (catalogue/rates/<date>*.json, "cancellation"), by rate
 * version (the file's date). PRODUCT.md: after the effective date the unused days are refunded
 * pro rata less the fee.
 */
const cancellationRules = async (): Promise<ReadonlyMap<string, CancellationRule>> => {
  const dir = join(DEFAULT_CATALOGUE_DIR, 'rates');
  const rules = new Map<string, CancellationRule>();
  for (const file of (await readdir(dir)).filter((f) => f.endsWith('.json')).sort()) {
    const version = file.slice(0, 10);
    const data = JSON.parse(await readFile(join(dir, file), 'utf8')) as {
      cancellation?: { feeCents?: unknown };
    };
    const fee = data.cancellation?.feeCents;
    if (typeof fee === 'number') rules.set(version, { version, feeCents: fee, proRata: true });
  }
  return rules;
};

/**
 * Policy maintenance wired over SQL, the sandbox provider and the rate catalogue: its routes, and the
 * money outbox drained at start and swept periodically (money after state, ARCHITECTURE "Trust").
 */
export const policyMaintenanceWiring = async (
  config: ServerConfig,
  database: Database,
  now: () => Date,
  log: Log,
): Promise<PolicyMaintenanceWiring> => {
  const catalogue = await FsRateCatalogue.open();
  const rules = await cancellationRules();
  const store = new SqlPolicyMaintenanceStore(
    database,
    (date) => catalogue.catalogue.versions.filter((v) => v.effectiveDate <= date).at(-1)?.effectiveDate,
    (name) => [...catalogue.catalogue.benefits.values()].find((b) => b.content.en.name === name)?.code,
  );
  const deps: PolicyMaintenanceDeps = {
    store,
    moneyOutbox: store,
    payments: crashingProvider(
      new SandboxPaymentProvider({ storage: new SqlSandboxStorage(database.db), now }),
      config.payment.moneyCrashAt,
    ),
    rerate: catalogueRerater(catalogue.catalogue),
    cancellationRule: (v) => rules.get(v.slice(0, 10)),
    now,
    newId: randomUUID,
    log: (event, data) => log(event === 'money.done' ? 'info' : 'warn', event, data),
  };
  const drain = (scope: ClaimScope) =>
    drainMoneyMoves({ ...deps, outbox: store }, undefined, scope).pipe(
      Effect.tap((steps) =>
        Effect.sync(() =>
          log('info', 'money.drained', {
            claimed: steps.reduce((n, s) => n + s.claimed, 0),
            done: steps.reduce((n, s) => n + s.done, 0),
            declined: steps.reduce((n, s) => n + s.declined.length, 0),
            waiting: steps.reduce((n, s) => n + s.waiting, 0),
          }),
        ),
      ),
    );
  let sweep: Fiber.RuntimeFiber<unknown> | undefined;
  return {
    routes: (app) => policyMaintenanceRoutes(app, deps),
    // At start-up this process holds nothing yet: moves leased by a killed one are taken over.
    drain: () => Effect.runPromise(drain({ takeOver: true })),
    start: () => {
      sweep = Effect.runFork(
        drain({}).pipe(Effect.delay(Duration.millis(config.payment.moneyIntervalMs)), Effect.forever),
      );
    },
    close: async () => {
      if (sweep) await Effect.runPromise(Fiber.interrupt(sweep));
    },
  };
};

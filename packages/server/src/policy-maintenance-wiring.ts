import 'reflect-metadata';
import { SandboxPaymentProvider } from '@tripx/adapters-payment';
import {
  SqlPolicyMaintenanceStore,
  SqlPolicyReadRepository,
  SqlSandboxStorage,
  type Database,
} from '@tripx/adapters-sql';
import {
  POLICY_TOKENS,
  policyCatalogue,
  policyModule,
  policyUseCases,
  type ClaimScope,
  type PolicyUseCases,
  type SettleSummary,
} from '@tripx/application';
import type { RatingCatalogue } from '@tripx/domain';
import { Duration, Effect, Fiber } from 'effect';
import { Container } from 'inversify';
import { randomUUID } from 'node:crypto';
import type { ServerConfig } from './config';
import { crashingProvider } from './money-crash-points';

type Log = (level: 'info' | 'warn', event: string, data: Readonly<Record<string, unknown>>) => void;

export interface PolicyWiring {
  /** What the HTTP edge calls (HttpDeps.policy). */
  readonly useCases: PolicyUseCases;
  /** Moves every money move a crashed process left owed (the start-up pass), and logs what it did. */
  drain(): Promise<readonly SettleSummary[]>;
  /** Sweeps the money outbox every MONEY_INTERVAL_MS: refunds and charges whose backoff ran out. */
  start(): void;
  close(): Promise<void>;
}

const total = (steps: readonly SettleSummary[], of: (s: SettleSummary) => number) =>
  steps.reduce((n, s) => n + of(s), 0);

/**
 * Policy administration (policyModule) over SQL, the sandbox provider and the rate catalogue the
 * server opened (shared with rating); the money outbox drained at start and swept periodically
 * (money after state). The drain and the sweep are the only places its effects are run.
 */
export const policyWiring = (
  config: ServerConfig,
  database: Database,
  catalogue: RatingCatalogue,
  now: () => Date,
  log: Log,
): PolicyWiring => {
  const lookups = policyCatalogue(catalogue);
  const store = new SqlPolicyMaintenanceStore(database, lookups.versionAt, lookups.benefitCode);
  const container = new Container();
  container.bind(POLICY_TOKENS.Store).toConstantValue(store);
  container.bind(POLICY_TOKENS.MoneyOutbox).toConstantValue(store);
  container
    .bind(POLICY_TOKENS.Payments)
    .toConstantValue(
      crashingProvider(
        new SandboxPaymentProvider({ storage: new SqlSandboxStorage(database.db), now }),
        config.payment.moneyCrashAt,
      ),
    );
  container.bind(POLICY_TOKENS.Rerater).toConstantValue(lookups.rerate);
  container.bind(POLICY_TOKENS.CancellationRules).toConstantValue(lookups.cancellationRule);
  container.bind(POLICY_TOKENS.Clock).toConstantValue({ now });
  container.bind(POLICY_TOKENS.NewId).toConstantValue(randomUUID);
  container
    .bind(POLICY_TOKENS.Log)
    .toConstantValue((event: string, data: Readonly<Record<string, unknown>>) =>
      log(event === 'money.done' ? 'info' : 'warn', event, data),
    );
  container
    .bind(POLICY_TOKENS.PolicyReads)
    .toConstantValue(new SqlPolicyReadRepository(database.db, lookups.names, lookups.benefitCode));
  container.loadSync(policyModule);
  const useCases = policyUseCases(container);
  const drain = (scope: ClaimScope) =>
    useCases.drainMoney.execute(scope).pipe(
      Effect.tap((steps) =>
        Effect.sync(() =>
          log('info', 'money.drained', {
            claimed: total(steps, (s) => s.claimed),
            done: total(steps, (s) => s.done),
            declined: total(steps, (s) => s.declined.length),
            waiting: total(steps, (s) => s.waiting),
          }),
        ),
      ),
    );
  let sweep: Fiber.RuntimeFiber<unknown> | undefined;
  return {
    useCases,
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

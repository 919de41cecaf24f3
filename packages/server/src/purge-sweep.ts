import type {
  KeptRecordsReport,
  PurgeExpiredSessionsUseCase,
  PurgeQuoteProgressUseCase,
  PurgeReport,
  purgeKeptRecordsUseCase,
} from '@tripx/application';
import { Duration, Effect, Fiber } from 'effect';

type Log = (level: 'info' | 'warn', event: string, data: Readonly<Record<string, unknown>>) => void;

/**
 * What one turn deleted: expired sessions, then quotes in progress and saved quotes that are over,
 * then the Idempotency-Keys and sign-in audit rows past their retention.
 */
export interface SweepReport extends PurgeReport, KeptRecordsReport {
  readonly sessions: number;
}

export interface PurgeSweep {
  /** One turn now, on the server's clock (tests call it at will); a store failure rejects. */
  purge(): Promise<SweepReport>;
  /** A turn every QUOTE_PURGE_INTERVAL_MS, the first one an interval after start. */
  start(): void;
  close(): Promise<void>;
}

/**
 * The periodic purge of what is over (issue 16 item 2, privacy): expired sessions (the session
 * context's use case), then the quotes in progress whose session is over or gone and the saved
 * quotes past their link (the quote-forms context's), then the records kept for a while past their
 * retention (Idempotency-Keys, the sign-in audit). Each deletes in short batches. Run here, at
 * the edge, like the money and webhook sweeps; a failed turn is logged and the next one tries again.
 */
export const purgeSweep = (
  useCases: {
    readonly sessions: Pick<PurgeExpiredSessionsUseCase, 'execute'>;
    readonly quoteProgress: Pick<PurgeQuoteProgressUseCase, 'execute'>;
    readonly keptRecords: ReturnType<typeof purgeKeptRecordsUseCase>;
  },
  intervalMs: number,
  log: Log,
): PurgeSweep => {
  const turn = Effect.all([
    useCases.sessions.execute(),
    useCases.quoteProgress.execute(),
    useCases.keptRecords.execute(),
  ]).pipe(Effect.map(([sessions, quotes, kept]): SweepReport => ({ sessions, ...quotes, ...kept })));
  const storeUnavailable = (e: { readonly detail: string }) =>
    Effect.sync(() => log('warn', 'purge.storeUnavailable', { detail: e.detail }));
  const once = turn.pipe(
    Effect.tap((report) =>
      Effect.sync(() => {
        if (Object.values(report).some((n) => n > 0)) log('info', 'purge.deleted', { ...report });
      }),
    ),
    Effect.catchTags({
      SessionStoreUnavailable: storeUnavailable,
      QuoteProgressStoreUnavailable: storeUnavailable,
      KeptRecordsStoreUnavailable: storeUnavailable,
    }),
  );
  let sweep: Fiber.RuntimeFiber<unknown> | undefined;
  return {
    purge: () => Effect.runPromise(turn),
    start: () => {
      sweep = Effect.runFork(once.pipe(Effect.delay(Duration.millis(intervalMs)), Effect.forever));
    },
    close: async () => {
      if (sweep) await Effect.runPromise(Fiber.interrupt(sweep));
    },
  };
};

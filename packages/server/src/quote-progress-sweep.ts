import type { PurgeQuoteProgressUseCase, PurgeReport } from '@tripx/application';
import { Duration, Effect, Fiber } from 'effect';

type Log = (level: 'info' | 'warn', event: string, data: Readonly<Record<string, unknown>>) => void;

export interface QuoteProgressSweep {
  /** One purge now, on the server's clock (tests call it at will); a store failure rejects. */
  purge(): Promise<PurgeReport>;
  /** Purges every QUOTE_PURGE_INTERVAL_MS, the first one an interval after start. */
  start(): void;
  close(): Promise<void>;
}

/**
 * The periodic purge of quotes in progress (issue 16 item 2): synced forms whose session is over and
 * saved quotes past their link. Run here, at the edge, like the money and webhook sweeps; a failed
 * sweep is logged and the next one tries again.
 */
export const quoteProgressSweep = (
  useCase: Pick<PurgeQuoteProgressUseCase, 'execute'>,
  intervalMs: number,
  log: Log,
): QuoteProgressSweep => {
  const once = useCase.execute().pipe(
    Effect.tap((report) =>
      Effect.sync(() => {
        if (report.forms > 0 || report.leads > 0) log('info', 'quoteProgress.purged', { ...report });
      }),
    ),
    Effect.catchTag('QuoteProgressStoreUnavailable', (e) =>
      Effect.sync(() => log('warn', 'quoteProgress.storeUnavailable', { detail: e.detail })),
    ),
  );
  let sweep: Fiber.RuntimeFiber<unknown> | undefined;
  return {
    purge: () => Effect.runPromise(useCase.execute()),
    start: () => {
      sweep = Effect.runFork(once.pipe(Effect.delay(Duration.millis(intervalMs)), Effect.forever));
    },
    close: async () => {
      if (sweep) await Effect.runPromise(Fiber.interrupt(sweep));
    },
  };
};

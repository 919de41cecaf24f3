import { QuoteProgressStoreUnavailable, type PurgeReport } from '@tripx/application';
import { Effect } from 'effect';
import { describe, expect, it } from 'vitest';
import { quoteProgressSweep } from './quote-progress-sweep';

const down = new QuoteProgressStoreUnavailable({ code: 'unavailable', detail: 'connection reset' });

describe('the periodic purge of quotes in progress', () => {
  it('logs each turn that deleted something or failed, and turns again after a failure', async () => {
    const turns: Effect.Effect<PurgeReport, QuoteProgressStoreUnavailable>[] = [
      Effect.fail(down),
      Effect.succeed({ forms: 0, leads: 0 }),
      Effect.succeed({ forms: 2, leads: 1 }),
    ];
    let turn = 0;
    const useCase = { execute: () => Effect.suspend(() => turns[Math.min(turn++, turns.length - 1)]!) };
    const logged: unknown[] = [];
    let sweep: ReturnType<typeof quoteProgressSweep> | undefined;
    await new Promise<void>((done) => {
      sweep = quoteProgressSweep(useCase, 10, (...line) => {
        logged.push(line);
        if (logged.length === 2) done();
      });
      sweep.start();
    });
    await sweep?.close();
    // The quiet turn in between logs nothing.
    expect(logged).toEqual([
      ['warn', 'quoteProgress.storeUnavailable', { detail: 'connection reset' }],
      ['info', 'quoteProgress.purged', { forms: 2, leads: 1 }],
    ]);
  });

  it('a purge asked directly answers the report, or rejects with the store failure', async () => {
    const ok = quoteProgressSweep({ execute: () => Effect.succeed({ forms: 1, leads: 0 }) }, 10, () => {});
    expect(await ok.purge()).toEqual({ forms: 1, leads: 0 });
    const failing = quoteProgressSweep({ execute: () => Effect.fail(down) }, 10, () => {});
    await expect(failing.purge()).rejects.toMatchObject({
      name: '(FiberFailure) QuoteProgressStoreUnavailable',
    });
  });
});

import {
  KeptRecordsStoreUnavailable,
  QuoteProgressStoreUnavailable,
  SessionStoreUnavailable,
  type KeptRecordsReport,
  type PurgeReport,
} from '@tripx/application';
import { Effect } from 'effect';
import { describe, expect, it } from 'vitest';
import { purgeSweep } from './purge-sweep';

const down = new QuoteProgressStoreUnavailable({ code: 'unavailable', detail: 'connection reset' });
const sessionsDown = new SessionStoreUnavailable({ code: 'unavailable', detail: 'sessions locked' });
const keptDown = new KeptRecordsStoreUnavailable({ code: 'unavailable', detail: 'audit locked' });
const nothingKept = { execute: () => Effect.succeed({ idempotencyKeys: 0, signInAudit: 0 }) };

/** A use case answering `turns` one after the other (the last one from then on). */
const turns = <A, E>(answers: readonly Effect.Effect<A, E>[]) => {
  let turn = 0;
  return { execute: () => Effect.suspend(() => answers[Math.min(turn++, answers.length - 1)]!) };
};

describe('the periodic purge of what is over', () => {
  it('logs each turn that deleted something or failed, and turns again after a failure', async () => {
    const quoteProgress = turns<PurgeReport, QuoteProgressStoreUnavailable>([
      Effect.fail(down),
      Effect.succeed({ forms: 0, leads: 0 }),
      Effect.succeed({ forms: 2, leads: 1 }),
    ]);
    const sessions = turns<number, SessionStoreUnavailable>([
      Effect.fail(sessionsDown),
      Effect.succeed(0),
      Effect.succeed(0),
      Effect.succeed(3),
    ]);
    const keptRecords = turns<KeptRecordsReport, KeptRecordsStoreUnavailable>([
      Effect.succeed({ idempotencyKeys: 0, signInAudit: 0 }),
      Effect.fail(keptDown),
      Effect.succeed({ idempotencyKeys: 4, signInAudit: 5 }),
    ]);
    const logged: unknown[] = [];
    let sweep: ReturnType<typeof purgeSweep> | undefined;
    await new Promise<void>((done) => {
      sweep = purgeSweep({ sessions, quoteProgress, keptRecords }, 10, (...line) => {
        logged.push(line);
        if (logged.length === 4) done();
      });
      sweep.start();
    });
    await sweep?.close();
    // A failed purge of sessions ends its turn before the quotes; the quiet third turn logs nothing.
    expect(logged).toEqual([
      ['warn', 'purge.storeUnavailable', { detail: 'sessions locked' }],
      ['warn', 'purge.storeUnavailable', { detail: 'connection reset' }],
      ['warn', 'purge.storeUnavailable', { detail: 'audit locked' }],
      ['info', 'purge.deleted', { sessions: 3, forms: 2, leads: 1, idempotencyKeys: 4, signInAudit: 5 }],
    ]);
  });

  it('a purge asked directly answers the report, or rejects with the store failure', async () => {
    const sessions = { execute: () => Effect.succeed(4) };
    const ok = purgeSweep(
      {
        sessions,
        quoteProgress: { execute: () => Effect.succeed({ forms: 1, leads: 0 }) },
        keptRecords: nothingKept,
      },
      10,
      () => {},
    );
    expect(await ok.purge()).toEqual({ sessions: 4, forms: 1, leads: 0, idempotencyKeys: 0, signInAudit: 0 });
    const failing = purgeSweep(
      { sessions, quoteProgress: { execute: () => Effect.fail(down) }, keptRecords: nothingKept },
      10,
      () => {},
    );
    await expect(failing.purge()).rejects.toMatchObject({
      name: '(FiberFailure) QuoteProgressStoreUnavailable',
    });
  });
});

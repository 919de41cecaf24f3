import { Effect, Either } from 'effect';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { QuoteProgressPurge } from '../quote-progress-purge.port';
import { purgeQuoteProgress } from './purge-quote-progress';

const NOW = new Date('2026-11-27T16:00:00.000Z');
const MINUTE = 60_000;

/** Rows as the tables hold them: a form's session expiry (undefined: session gone), a lead's link expiry. */
interface Rows {
  readonly forms: Map<string, number | undefined>;
  readonly leads: Map<string, number>;
}

/** The SQL store's contract in memory, refusing any batch larger than asked. */
const memoryPurge = (rows: Rows, batches: number[]): QuoteProgressPurge => {
  const take = <V>(table: Map<string, V>, stale: (v: V) => boolean, limit: number) => {
    const picked = [...table].filter(([, v]) => stale(v)).slice(0, limit);
    for (const [k] of picked) table.delete(k);
    batches.push(picked.length);
    return Promise.resolve(picked.length);
  };
  return {
    deleteStaleForms: (now, limit) =>
      take(rows.forms, (expires) => expires === undefined || expires <= now.getTime(), limit),
    deleteExpiredLeads: (now, limit) => take(rows.leads, (expires) => expires <= now.getTime(), limit),
  };
};

// Expiries around NOW, to the minute: before, at (stale) and after it (live).
const expiry = fc.integer({ min: -3, max: 3 }).map((m) => NOW.getTime() + m * MINUTE);

describe('purging quotes in progress', () => {
  it('deletes exactly the forms whose session expired or is gone and the leads past their link, in batches of at most the limit', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.dictionary(fc.uuid(), fc.option(expiry, { nil: undefined })),
        fc.dictionary(fc.uuid(), expiry),
        fc.integer({ min: 1, max: 4 }),
        async (forms, leads, limit) => {
          const rows: Rows = { forms: new Map(Object.entries(forms)), leads: new Map(Object.entries(leads)) };
          const batches: number[] = [];
          const report = await Effect.runPromise(purgeQuoteProgress(memoryPurge(rows, batches), NOW, limit));
          const liveForms = Object.entries(forms).filter(([, e]) => e !== undefined && e > NOW.getTime());
          const liveLeads = Object.entries(leads).filter(([, e]) => e > NOW.getTime());
          expect([...rows.forms.keys()].sort()).toEqual(liveForms.map(([k]) => k).sort());
          expect([...rows.leads.keys()].sort()).toEqual(liveLeads.map(([k]) => k).sort());
          expect(report).toEqual({
            forms: Object.keys(forms).length - liveForms.length,
            leads: Object.keys(leads).length - liveLeads.length,
          });
          expect(Math.max(...batches)).toBeLessThanOrEqual(limit);
        },
      ),
    );
  });

  it('a store that fails ends the sweep with QuoteProgressStoreUnavailable (the next sweep tries again)', async () => {
    const failing: QuoteProgressPurge = {
      deleteStaleForms: () => Promise.reject(new Error('connection reset')),
      deleteExpiredLeads: () => Promise.resolve(0),
    };
    const r = await Effect.runPromise(Effect.either(purgeQuoteProgress(failing, NOW)));
    expect(Either.isLeft(r) && r.left).toMatchObject({
      _tag: 'QuoteProgressStoreUnavailable',
      code: 'unavailable',
      detail: 'Error: connection reset',
    });
  });
});

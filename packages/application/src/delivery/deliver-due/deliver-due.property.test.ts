import { Effect } from 'effect';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { enqueueConfirmation } from '../enqueue-confirmation/enqueue-confirmation';
import { deliveryFakes, type MailerStep } from '../test-support/delivery.fakes';
import { DEFAULT_DELIVER_OPTIONS, deliverDue, type DeliverDueOptions } from './deliver-due';

const MINUTE = 60_000;
const options: DeliverDueOptions = {
  ...DEFAULT_DELIVER_OPTIONS,
  batchSize: 3,
  concurrency: 2,
  sendTimeoutMs: 2,
  recordRetryDelayMs: 1,
  retry: { maxAttempts: 5, baseDelayMs: MINUTE, factor: 2, maxDelayMs: 10 * MINUTE },
};

const arbScenario = fc.record({
  /** What the mail server does on each successive call (past the end: it accepts). */
  steps: fc.array(fc.constantFrom<MailerStep>('ok', 'fail', 'fail', 'fail', 'hang'), { maxLength: 40 }),
  messages: fc.array(fc.integer({ min: 1, max: 5 }), { minLength: 1, maxLength: 6 }),
  /** Per tick: minutes the clock moves and how many workers run at once. */
  ticks: fc.array(
    fc.record({ minutes: fc.integer({ min: 0, max: 12 }), workers: fc.integer({ min: 1, max: 2 }) }),
    {
      minLength: 5,
      maxLength: 40,
    },
  ),
});

describe('deliverDue under random failures', () => {
  it('property: a message recorded SENT is never sent again; each attempt is one row; at most maxAttempts', async () => {
    await fc.assert(
      fc.asyncProperty(arbScenario, async ({ steps, messages, ticks }) => {
        const w = deliveryFakes({ script: (_, call) => steps[call] ?? 'ok' });
        const ids: string[] = [];
        for (const [i, maxAttempts] of messages.entries()) {
          const row = await Effect.runPromise(
            enqueueConfirmation(w.deps, {
              policyNumber: 'TPX-100234-01',
              recipient: `m${i}@example.com`,
              policy: { language: 'en', provinceOfResidence: 'ON', bill96Consent: null },
              maxAttempts,
            }),
          );
          ids.push(row.id);
        }
        // The scenario's ticks, then enough quiet time for every backoff to run out.
        const plan = [...ticks, ...Array.from({ length: 8 }, () => ({ minutes: 11, workers: 1 }))];
        for (const tick of plan) {
          await Promise.all(
            Array.from({ length: tick.workers }, () => Effect.runPromise(deliverDue(w.deps, options))),
          );
          w.advance(tick.minutes * MINUTE);
        }

        const rows = w.outbox.allDeliveries();
        for (const [i, id] of ids.entries()) {
          const mine = rows.filter((r) => r.messageId === id);
          const calls = w.sends.filter((s) => s.mail.to === `m${i}@example.com`);
          const sentAt = mine.find((r) => r.status === 'SENT')?.at;
          // Never a send after the SENT row, so at most one successful send.
          if (sentAt) expect(calls.filter((c) => c.at > sentAt)).toEqual([]);
          expect(calls.filter((c) => c.step === 'ok').length).toBeLessThanOrEqual(1);
          // One history row per attempt, numbered 1..n, never more than allowed.
          expect(mine.length).toBe(calls.length);
          expect(mine.map((r) => r.attempt)).toEqual(mine.map((_, k) => k + 1));
          expect(mine.length).toBeLessThanOrEqual(messages[i] as number);
          // Settled at the end: SENT after a success, FAILED after using every attempt.
          const status = w.outbox.message(id)?.status;
          if (calls.some((c) => c.step === 'ok')) expect(status).toBe('SENT');
          else expect([status, mine.length]).toEqual(['FAILED', messages[i]]);
          // The k-th retry waits at least base × 2^k (exponential backoff; a worker may come later).
          const gaps = mine.slice(1).map((r, k) => Date.parse(r.at) - Date.parse(mine[k]?.at as string));
          gaps.forEach((g, k) => expect(g).toBeGreaterThanOrEqual(MINUTE * 2 ** k));
        }
      }),
      { numRuns: 60 },
    );
  });
});

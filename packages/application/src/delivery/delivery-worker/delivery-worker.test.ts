import { Effect, Fiber } from 'effect';
import { describe, expect, it } from 'vitest';
import { DEFAULT_DELIVER_OPTIONS } from '../deliver-due/deliver-due';
import { enqueueConfirmation } from '../enqueue-confirmation/enqueue-confirmation';
import { deliveryFakes } from '../test-support/delivery.fakes';
import { deliveryWorker, drainOutbox } from './delivery-worker';

/** The worker forked as the server forks it; stop() interrupts it. */
const startDeliveryWorker = (...args: Parameters<typeof deliveryWorker>) => {
  const fiber = Effect.runFork(deliveryWorker(...args));
  return { stop: () => Effect.runPromise(Fiber.interrupt(fiber)) };
};

const waitFor = async (done: () => boolean, ms = 2_000) => {
  const until = Date.now() + ms;
  while (!done() && Date.now() < until) await new Promise((r) => setTimeout(r, 5));
};

describe('delivery worker', () => {
  it('drains a backlog larger than a batch, keeps polling, and stops when asked', async () => {
    const w = deliveryFakes();
    const queue = (i: number) =>
      Effect.runPromise(
        enqueueConfirmation(w.deps, {
          policyNumber: 'TPX-100234-01',
          recipient: `m${i}@example.com`,
          policy: { language: 'en', provinceOfResidence: 'ON', bill96Consent: null },
        }),
      );
    for (let i = 0; i < 5; i += 1) await queue(i);
    const steps: number[] = [];
    const worker = startDeliveryWorker(w.deps, {
      ...DEFAULT_DELIVER_OPTIONS,
      batchSize: 2,
      intervalMs: 10,
      onStep: (s) => steps.push(s.claimed),
    });
    await waitFor(() => w.sends.length === 5);
    expect(steps.slice(0, 3)).toEqual([2, 2, 1]);
    await queue(5);
    await waitFor(() => w.sends.length === 6);
    await worker.stop();
    await queue(6);
    await new Promise((r) => setTimeout(r, 50));
    expect(w.sends.map((s) => s.mail.to)).toEqual([0, 1, 2, 3, 4, 5].map((i) => `m${i}@example.com`));
  });

  it('one drain delivers a backlog larger than a batch and ends, with nothing left due', async () => {
    const w = deliveryFakes();
    for (let i = 0; i < 5; i += 1)
      await Effect.runPromise(
        enqueueConfirmation(w.deps, {
          policyNumber: 'TPX-100234-01',
          recipient: `m${i}@example.com`,
          policy: { language: 'en', provinceOfResidence: 'ON', bill96Consent: null },
        }),
      );
    const steps: number[] = [];
    await Effect.runPromise(
      drainOutbox(w.deps, { ...DEFAULT_DELIVER_OPTIONS, batchSize: 2, onStep: (s) => steps.push(s.claimed) }),
    );
    expect(steps).toEqual([2, 2, 1]);
    expect(w.sends.map((s) => s.mail.to)).toEqual([0, 1, 2, 3, 4].map((i) => `m${i}@example.com`));
  });

  it('survives an outbox that is down and reports it', async () => {
    const w = deliveryFakes();
    const problems: string[] = [];
    const deps = {
      ...w.deps,
      outbox: {
        claimDue: () => Promise.reject(new Error('down')),
        recordAttempt: w.outbox.recordAttempt.bind(w.outbox),
      },
    };
    const worker = startDeliveryWorker(deps, {
      ...DEFAULT_DELIVER_OPTIONS,
      intervalMs: 5,
      onStoreError: (p) => problems.push(p.detail),
    });
    await waitFor(() => problems.length >= 2);
    await worker.stop();
    expect(problems.slice(0, 2)).toEqual(['down', 'down']);
  });
});

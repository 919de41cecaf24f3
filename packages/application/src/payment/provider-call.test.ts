import { Cause, Effect, Either, Exit, Fiber, Option } from 'effect';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { within } from './provider-call';

type Outcome =
  { kind: 'succeed'; value: number } | { kind: 'fail'; error: string } | { kind: 'die'; defect: string };

const effectOf = (o: Outcome, delayMs: number): Effect.Effect<number, string> => {
  const end =
    o.kind === 'succeed'
      ? Effect.succeed(o.value)
      : o.kind === 'fail'
        ? Effect.fail(o.error)
        : Effect.die(o.defect);
  return delayMs === 0
    ? end
    : Effect.zipRight(
        Effect.promise(() => new Promise((r) => setTimeout(r, delayMs))),
        end,
      );
};

/** An exit as plain data: its value, its failure or its defect. */
const plain = (exit: Exit.Exit<number, string>) =>
  Exit.match(exit, {
    onSuccess: (value) => ({ value }),
    onFailure: (cause) => ({
      failure: Option.getOrUndefined(Cause.failureOption(cause)),
      defect: Option.getOrUndefined(Cause.dieOption(cause)),
      interrupted: Cause.isInterruptedOnly(cause),
    }),
  });

const outcome = fc.oneof(
  fc.record({ kind: fc.constant('succeed' as const), value: fc.integer() }),
  fc.record({ kind: fc.constant('fail' as const), error: fc.string() }),
  fc.record({ kind: fc.constant('die' as const), defect: fc.string() }),
);

describe('within (a provider call bounded in time)', () => {
  it('a call that ends in time ends as it would alone: its value, its failure or its defect', async () => {
    await fc.assert(
      fc.asyncProperty(outcome, fc.constantFrom(0, 1, 3), async (o, delayMs) => {
        const alone = plain(await Effect.runPromiseExit(effectOf(o, delayMs)));
        const bounded = plain(await Effect.runPromiseExit(within(effectOf(o, delayMs), 1_000, () => 'late')));
        expect(bounded).toEqual(alone);
      }),
      { numRuns: 60 },
    );
  });

  it('a call silent past the time fails with the timeout, already interrupted (before a retry runs)', async () => {
    let interrupted = false;
    const silent = Effect.never.pipe(Effect.onInterrupt(() => Effect.sync(() => (interrupted = true))));
    // Read while the caller's fiber still runs: its forked children are not yet ended with it.
    const seen = await Effect.runPromise(
      Effect.map(Effect.either(within(silent, 10, () => 'late')), (r) => ({ r, interrupted })),
    );
    expect(seen.r).toEqual(Either.left('late'));
    expect(seen.interrupted).toBe(true);
  });

  it('interrupting the bounded call interrupts the call, and the timeout never fires', async () => {
    let interrupted = false;
    let timedOut = 0;
    const silent = Effect.never.pipe(Effect.onInterrupt(() => Effect.sync(() => (interrupted = true))));
    const fiber = Effect.runFork(
      within(silent, 20, () => {
        timedOut += 1;
        return 'late';
      }),
    );
    await new Promise((r) => setTimeout(r, 5));
    const exit = await Effect.runPromise(Fiber.interrupt(fiber));
    await new Promise((r) => setTimeout(r, 40));
    expect(Exit.isInterrupted(exit)).toBe(true);
    expect(interrupted).toBe(true);
    expect(timedOut).toBe(0);
  });
});

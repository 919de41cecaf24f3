import { Effect, Either } from 'effect';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { InMemoryPurchaseStore } from '../test-support/in-memory-purchase-store';
import { setup } from '../test-support/purchase-fixtures';
import { idempotentCall } from './idempotent-call';

/** A call that counts its runs and answers its run number. */
const counted = () => {
  let runs = 0;
  const run = Effect.sync(() => ({ status: 200, body: { run: ++runs } }));
  return { run, runs: () => runs };
};

describe('idempotentCall (a partner quote or cancellation under the purchase idempotency)', () => {
  const { deps } = setup();
  const call = (key: string | undefined, request: unknown, run: Effect.Effect<unknown>, scope = 'p:AG1:q') =>
    Effect.runPromise(Effect.either(idempotentCall(deps, { scope, key, request, run })));

  it('runs once per key: the same request answers the kept answer, replayed', async () => {
    const c = counted();
    const first = await call('key-00000001', { a: 1, b: [2] }, c.run);
    expect(first).toEqual(Either.right({ kind: 'answered', answer: { status: 200, body: { run: 1 } } }));
    // The same request with its keys in another order is the same request.
    const again = await call('key-00000001', { b: [2], a: 1 }, c.run);
    expect(again).toEqual(Either.right({ kind: 'replayed', answer: { status: 200, body: { run: 1 } } }));
    expect(c.runs()).toBe(1);
  });

  it('the same key with another request is a conflict, and runs nothing', async () => {
    const c = counted();
    await call('key-00000002', { a: 1 }, c.run);
    const other = await call('key-00000002', { a: 2 }, c.run);
    expect(Either.isLeft(other) && other.left._tag).toBe('IdempotencyKeyConflict');
    expect(c.runs()).toBe(1);
  });

  it('the same key in another scope is another call', async () => {
    const c = counted();
    await call('key-00000003', { a: 1 }, c.run, 'p:AG1:q');
    const elsewhere = await call('key-00000003', { a: 1 }, c.run, 'p:CM:q');
    expect(Either.isRight(elsewhere) && elsewhere.right.kind).toBe('answered');
    expect(c.runs()).toBe(2);
  });

  it('refuses a missing or malformed key before anything runs', async () => {
    const c = counted();
    for (const key of [undefined, 'short', 'x'.repeat(101), 'has space 123'])
      expect(await call(key, {}, c.run)).toEqual(
        Either.left(expect.objectContaining({ _tag: 'IdempotencyKeyRequired' })),
      );
    expect(c.runs()).toBe(0);
  });

  it('a concurrent request under the same key answers the first one’s answer once it has one', async () => {
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const slow = Effect.promise(() => gate.then(() => ({ status: 200, body: 'first' })));
    const first = call('key-00000004', { a: 1 }, slow);
    const second = call('key-00000004', { a: 1 }, Effect.succeed({ status: 200, body: 'second' }));
    release();
    const answers = await Promise.all([first, second]);
    expect(answers.map((a) => Either.isRight(a) && a.right.answer)).toEqual([
      { status: 200, body: 'first' },
      { status: 200, body: 'first' },
    ]);
  });

  describe('a claim left without an answer (its process died) lapses after the lease', () => {
    const LEASE = 60_000;
    /** A store of its own and a clock the test moves; a crash is a run that dies before its answer is kept. */
    const world = () => {
      const store = new InMemoryPurchaseStore<unknown>();
      let clock = 0;
      const at = { ms: (ms: number) => void (clock = ms) };
      const go = (run: Effect.Effect<unknown>) =>
        Effect.runPromiseExit(
          idempotentCall(
            { ...deps, store, replayWaitMs: 0, keyLeaseMs: LEASE, now: () => new Date(clock) },
            { scope: 'p:CM:cancel', key: 'key-lease-01', request: { a: 1 }, run },
          ),
        );
      return { store, at, go };
    };
    const crash = Effect.die(new Error('the process died'));

    it('a retry within the lease is refused in progress and runs nothing; after it, the call runs again once', async () => {
      const w = world();
      const c = counted();
      await w.go(crash);
      w.at.ms(LEASE - 1);
      const early = await w.go(c.run);
      expect(JSON.stringify(early)).toContain('PurchaseInProgress');
      w.at.ms(LEASE + 1);
      const after = await w.go(c.run);
      expect(after._tag === 'Success' && after.value).toEqual({
        kind: 'answered',
        answer: { status: 200, body: { run: 1 } },
      });
      w.at.ms(10 * LEASE);
      const replay = await w.go(c.run);
      expect(replay._tag === 'Success' && replay.value.kind).toBe('replayed');
      expect(c.runs()).toBe(1);
    });

    it('a call that answers after its claim lapsed and was run again keeps nothing: the first answer kept stays', async () => {
      const w = world();
      let release: () => void = () => undefined;
      const gate = new Promise<void>((resolve) => (release = resolve));
      const slow = w.go(Effect.promise(() => gate.then(() => ({ status: 200, body: 'slow' }))));
      w.at.ms(LEASE + 1);
      await w.go(Effect.succeed({ status: 200, body: 'retry' }));
      release();
      await slow;
      expect(await w.store.answerOf('p:CM:cancel', 'key-lease-01')).toEqual({ status: 200, body: 'retry' });
    });

    it('property: the call runs on a retry only when no answer is kept and the last claim is a lease old; every later retry replays the one answer', async () => {
      await fc.assert(
        fc.asyncProperty(
          fc.array(fc.record({ gap: fc.integer({ min: 0, max: 2 * LEASE }), crashes: fc.boolean() }), {
            minLength: 1,
            maxLength: 12,
          }),
          async (tries) => {
            const w = world();
            // The model: when the last claim was made, the answer kept, and the runs it expects.
            let now = 0;
            let claimedAt: number | undefined;
            let kept: unknown;
            let expectedRuns = 0;
            let runs = 0;
            for (const [i, t] of tries.entries()) {
              now += t.gap;
              w.at.ms(now);
              const runsNow = kept === undefined && (claimedAt === undefined || claimedAt < now - LEASE);
              const answer = { status: 200, body: { try: i } };
              const exit = await w.go(
                Effect.suspend(() => {
                  runs += 1;
                  return t.crashes ? crash : Effect.succeed(answer);
                }),
              );
              if (runsNow) {
                expectedRuns += 1;
                claimedAt = now;
                if (!t.crashes) kept = answer;
              }
              expect(runs).toBe(expectedRuns);
              if (exit._tag === 'Success') expect(exit.value.answer).toEqual(kept);
              else if (!(runsNow && t.crashes)) expect(JSON.stringify(exit)).toContain('PurchaseInProgress');
              else expect(kept).toBeUndefined();
            }
          },
        ),
        { numRuns: 200 },
      );
    });
  });
});

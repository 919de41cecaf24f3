import { Effect, Either } from 'effect';
import { describe, expect, it } from 'vitest';
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
});

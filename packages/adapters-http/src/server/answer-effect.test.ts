import { Effect } from 'effect';
import type { FastifyReply } from 'fastify';
import { describe, expect, it } from 'vitest';
import { answerEffect, answerEffectNow, type Statuses } from './answer-effect';

type Failure = { readonly _tag: 'Missing'; readonly code: 'notFound' };
const STATUSES: Statuses<Failure> = { Missing: 404 };
const missing: Failure = { _tag: 'Missing', code: 'notFound' };

/** The reply's status and body as written, and whether it was written yet. */
const fakeReply = () => {
  const written: { status?: number; body?: unknown } = {};
  const reply = {
    code: (status: number) => ((written.status = status), reply),
    type: () => reply,
    send: (body: unknown) => ((written.body = body), reply),
  };
  return { reply: reply as unknown as FastifyReply, written };
};

describe('answerEffectNow', () => {
  it('answers a finished success before it returns, and returns undefined', () => {
    const { reply, written } = fakeReply();
    expect(answerEffectNow(reply, Effect.succeed({ total: 1 }), STATUSES)).toBeUndefined();
    expect(written).toEqual({ status: 200, body: { total: 1 } });
  });

  it('answers a finished failure with its status from the table', () => {
    const { reply, written } = fakeReply();
    expect(answerEffectNow(reply, Effect.fail(missing), STATUSES, 201)).toBeUndefined();
    expect(written.status).toBe(404);
    expect(written.body).toMatchObject({ error: { code: 'notFound' } });
  });

  it('returns the promise of an Effect that does not finish on the stack, answered once it settles', async () => {
    const { reply, written } = fakeReply();
    const answered = answerEffectNow(
      reply,
      Effect.promise(async () => ({ total: 2 })),
      STATUSES,
      201,
    );
    expect(answered).toBeInstanceOf(Promise);
    expect(written).toEqual({});
    await expect(answered).resolves.toBe(reply);
    expect(written).toEqual({ status: 201, body: { total: 2 } });
  });

  it('rejects a defect (the error handler answers 500) and writes nothing', async () => {
    const { reply, written } = fakeReply();
    await expect(answerEffectNow(reply, Effect.die(new Error('bug')), STATUSES)).rejects.toThrow('bug');
    expect(written).toEqual({});
  });
});

describe('answerEffect', () => {
  it('resolves to the reply for a finished and for an asynchronous Effect', async () => {
    const now = fakeReply();
    await expect(answerEffect(now.reply, Effect.succeed(1), STATUSES)).resolves.toBe(now.reply);
    expect(now.written).toEqual({ status: 200, body: 1 });
    const later = fakeReply();
    await expect(
      answerEffect(later.reply, Effect.fail(missing).pipe(Effect.delay(1)), STATUSES),
    ).resolves.toBe(later.reply);
    expect(later.written.status).toBe(404);
  });
});

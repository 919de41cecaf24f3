import { fc, test } from '@fast-check/vitest';
import { SIGN_IN_BACKOFF } from '@tripx/domain';
import { Effect, Either } from 'effect';
import { describe, expect, it } from 'vitest';
import { memoryCounter } from '../test-support/memory-counter';
import type { SignInAuditEvent } from './sign-in-audit.port';
import {
  checkSignInAllowed,
  recordSignInFailure,
  recordSignInSuccess,
  type SignInAttempt,
} from './sign-in-throttle';

const T0 = Date.UTC(2026, 10, 25, 12);
const setup = () => {
  const events: SignInAuditEvent[] = [];
  const deps = {
    counter: memoryCounter(),
    audit: { record: async (e: SignInAuditEvent) => void events.push(e) },
  };
  const attempt = (seconds: number, over: Partial<SignInAttempt> = {}): SignInAttempt => ({
    account: 'admin',
    address: '203.0.113.9',
    realm: 'staff',
    at: new Date(T0 + seconds * 1000),
    ...over,
  });
  const allowed = async (a: SignInAttempt) =>
    Either.isRight(await Effect.runPromise(Effect.either(checkSignInAllowed(deps, a))));
  const fail = (a: SignInAttempt) => Effect.runPromise(recordSignInFailure(deps, a));
  return { deps, events, attempt, allowed, fail };
};

describe('sign-in throttling', () => {
  it('five failures pass, the sixth attempt is refused for 30 s with the wait, and audited', async () => {
    const { attempt, allowed, fail, events, deps } = setup();
    for (let i = 0; i < SIGN_IN_BACKOFF.freeFailures; i += 1) {
      expect(await allowed(attempt(i))).toBe(true);
      await fail(attempt(i));
    }
    const refused = await Effect.runPromise(Effect.flip(checkSignInAllowed(deps, attempt(5))));
    expect(refused).toMatchObject({
      _tag: 'SignInThrottled',
      code: 'tooManySignInAttempts',
      retryAfterSeconds: 29,
    });
    expect(events.map((e) => e.outcome)).toEqual([
      'failed',
      'failed',
      'failed',
      'failed',
      'failed',
      'refused',
    ]);
    expect(events.at(-1)).toMatchObject({
      account: 'admin',
      address: '203.0.113.9',
      realm: 'staff',
      retryAfterSeconds: 29,
    });
    expect(await allowed(attempt(4 + 30))).toBe(true);
  });
  it('counts per account across addresses, and per address across accounts', async () => {
    const { attempt, allowed, fail } = setup();
    for (let i = 0; i < 5; i += 1) await fail(attempt(i, { address: `198.51.100.${i}` }));
    expect(await allowed(attempt(6, { address: '192.0.2.1' }))).toBe(false);
    const other = setup();
    for (let i = 0; i < 5; i += 1) await other.fail(other.attempt(i, { account: `user${i}` }));
    expect(await other.allowed(other.attempt(6, { account: 'someone.else' }))).toBe(false);
    expect(await other.allowed(other.attempt(6, { account: 'someone.else', address: '192.0.2.1' }))).toBe(
      true,
    );
  });
  it('the user name is one account whatever its case and spaces', async () => {
    const { attempt, allowed, fail } = setup();
    for (let i = 0; i < 5; i += 1)
      await fail(attempt(i, { account: i % 2 ? ' ADMIN ' : 'Admin', address: `198.51.100.${i}` }));
    expect(await allowed(attempt(6, { address: '192.0.2.1' }))).toBe(false);
  });
  it("a success forgets the account's failures but not the address's", async () => {
    const { attempt, allowed, fail, deps } = setup();
    for (let i = 0; i < 4; i += 1) await fail(attempt(i));
    await Effect.runPromise(recordSignInSuccess(deps, attempt(4)));
    await fail(attempt(5, { address: '192.0.2.1' }));
    expect(await allowed(attempt(6, { address: '192.0.2.1' }))).toBe(true);
    await fail(attempt(7, { account: 'someone.else' }));
    expect(await allowed(attempt(8, { account: 'third' }))).toBe(false);
  });
  test.prop([fc.array(fc.integer({ min: 0, max: 120 }), { minLength: 1, maxLength: 25 })])(
    'property: never more than five failures get through within a lock; each refusal is audited',
    async (gaps) => {
      const { attempt, allowed, fail, events } = setup();
      let t = 0;
      let checked = 0;
      for (const gap of gaps) {
        t += gap;
        const a = attempt(t, { address: `198.51.100.${t % 7}` });
        if (await allowed(a)) {
          checked += 1;
          await fail(a);
        }
      }
      const refused = gaps.length - checked;
      expect(events.filter((e) => e.outcome === 'refused')).toHaveLength(refused);
      // Within the first 30 s no more than the free failures are ever checked.
      if (t < SIGN_IN_BACKOFF.firstLockSeconds)
        expect(checked).toBeLessThanOrEqual(SIGN_IN_BACKOFF.freeFailures);
    },
  );
});

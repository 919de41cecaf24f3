import { fc, test } from '@fast-check/vitest';
import type { Session, SessionUser } from '@tripx/application';
import { describe, expect, it } from 'vitest';
import { SessionCache, UserCache } from './session-cache';

const T0 = Date.UTC(2026, 0, 1);
const at = (ms: number) => new Date(T0 + ms);
const session = (expiresInMs: number): Session => ({
  token: 't',
  csrfToken: 'c',
  expiresAt: at(expiresInMs),
  organizationCode: null,
  language: 'en',
});
const user = { profileRef: 'p' } as SessionUser;

describe('session and user caches', () => {
  test.prop([fc.integer({ min: 0, max: 5_000 }), fc.integer({ min: 1, max: 3_000 })])(
    'a user is served until its time to live has passed, then read again',
    (elapsed, ttl) => {
      const users = new UserCache(ttl, 10);
      users.set('p', user, at(0));
      expect(users.get('p', at(elapsed))).toBe(elapsed <= ttl ? user : undefined);
    },
  );

  test.prop([fc.integer({ min: 0, max: 20_000 }), fc.integer({ min: 1, max: 20_000 })])(
    'a session is served within its time to live and only while it has not expired',
    (elapsed, expiresIn) => {
      const sessions = new SessionCache(10_000, 10);
      const s = session(expiresIn);
      sessions.set('t', s, at(0));
      expect(sessions.get('t', at(elapsed))).toBe(elapsed <= 10_000 && elapsed < expiresIn ? s : undefined);
    },
  );

  it('forgets every session of a user whose profile changed, and only those', () => {
    const sessions = new SessionCache(10_000, 10);
    const of = (token: string, profileRef?: string): Session => ({
      ...session(60_000),
      token,
      ...(profileRef ? { user: { profileRef } as SessionUser } : {}),
    });
    for (const s of [of('a1', 'a'), of('a2', 'a'), of('b1', 'b'), of('anon')])
      sessions.set(s.token, s, at(0));
    sessions.forgetUser('a');
    expect(['a1', 'a2', 'b1', 'anon'].map((t) => sessions.get(t, at(1))?.token)).toEqual([
      undefined,
      undefined,
      'b1',
      'anon',
    ]);
  });

  it('holds at most its bound, forgetting the oldest entry first', () => {
    const users = new UserCache(1_000, 2);
    for (const ref of ['a', 'b', 'c']) users.set(ref, user, at(0));
    expect(['a', 'b', 'c'].map((ref) => users.get(ref, at(0)) !== undefined)).toEqual([false, true, true]);
  });
});

import { fc, test } from '@fast-check/vitest';
import type { Session, SessionUser } from '@tripx/application';
import { describe, expect, it } from 'vitest';
import { SessionCache, UserCache } from './session-cache';

const T0 = Date.UTC(2026, 0, 1);
const at = (ms: number) => new Date(T0 + ms);
const session = (expiresInMs: number): Session => ({
  token: 't',
  key: 'k',
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

  /** A database read that answers when told to, counting how often it was asked. */
  const slowRead = (answer: Session | undefined) => {
    let calls = 0;
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    return {
      load: async () => {
        calls++;
        await gate;
        return answer;
      },
      calls: () => calls,
      release: () => release(),
    };
  };

  it('concurrent misses of one session share one database read, then the cache answers', async () => {
    const sessions = new SessionCache(10_000, 10);
    const s = session(60_000);
    const db = slowRead(s);
    const waiting = [0, 1, 2].map((ms) => sessions.read('t', at(ms), db.load));
    db.release();
    expect(await Promise.all(waiting)).toEqual([s, s, s]);
    expect(db.calls()).toBe(1);
    expect(sessions.get('t', at(3))).toBe(s);
  });

  it('a session written (ended) while its read is under way is not cached from that read', async () => {
    const sessions = new SessionCache(10_000, 10);
    const db = slowRead(session(60_000));
    const before = sessions.read('t', at(0), db.load);
    sessions.delete('t');
    db.release();
    await before;
    expect(sessions.get('t', at(1))).toBeUndefined();
    const again = slowRead(undefined);
    const after = sessions.read('t', at(2), again.load);
    again.release();
    expect(await after).toBeUndefined();
    expect(again.calls()).toBe(1);
  });

  it('a caller whose clock has passed the expiry of a shared read gets no session', async () => {
    const sessions = new SessionCache(10_000, 10);
    const db = slowRead(session(5));
    const early = sessions.read('t', at(0), db.load);
    const late = sessions.read('t', at(5), db.load);
    db.release();
    expect((await early)?.token).toBe('t');
    expect(await late).toBeUndefined();
  });

  it('a failed read is not shared with the next one', async () => {
    const sessions = new SessionCache(10_000, 10);
    await expect(sessions.read('t', at(0), () => Promise.reject(new Error('db down')))).rejects.toThrow(
      'db down',
    );
    const s = session(60_000);
    expect(await sessions.read('t', at(1), () => Promise.resolve(s))).toBe(s);
  });
});

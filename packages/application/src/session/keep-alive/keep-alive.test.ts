import { describe, expect, it } from 'vitest';
import { keepAlive } from './keep-alive';

describe('keep-alive', () => {
  const now = new Date('2026-03-01T12:00:00Z');
  it('extends a live session to now + ttl', async () => {
    const calls: unknown[] = [];
    const result = await keepAlive(
      { extend: async (token, at, ttl) => (calls.push([token, ttl]), new Date(at.getTime() + ttl * 1000)) },
      'tok',
      now,
      900,
    );
    expect(result).toEqual({ ok: true, sessionExpiration: new Date('2026-03-01T12:15:00Z') });
    expect(calls).toEqual([['tok', 900]]);
  });
  it('reports sessionExpired for an expired or missing session', async () => {
    const extend = async () => undefined;
    expect(await keepAlive({ extend }, 'gone', now, 900)).toEqual({ ok: false, code: 'sessionExpired' });
    expect(await keepAlive({ extend }, undefined, now, 900)).toEqual({ ok: false, code: 'sessionExpired' });
  });
});

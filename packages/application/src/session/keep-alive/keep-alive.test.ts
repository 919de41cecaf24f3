import 'reflect-metadata';
import { Container } from 'inversify';
import { describe, expect, it } from 'vitest';
import api from '../../../../../translations/errors/api.en.json';
import apiFr from '../../../../../translations/errors/api.fr.json';
import { outcome } from '../../distribution/test-support/outcome';
import { SESSION_ERROR_CODES } from '../session.errors';
import { sessionModule, sessionUseCases } from '../session.module';
import { SESSION_TOKENS } from '../session.tokens';
import { keepAlive } from './keep-alive';

describe('keep-alive', () => {
  const now = new Date('2026-03-01T12:00:00Z');
  it('extends a live session to now + ttl', async () => {
    const calls: unknown[] = [];
    const result = await outcome(
      keepAlive(
        { extend: async (token, at, ttl) => (calls.push([token, ttl]), new Date(at.getTime() + ttl * 1000)) },
        'tok',
        now,
        900,
      ),
    );
    expect(result).toEqual({ ok: true, value: new Date('2026-03-01T12:15:00Z') });
    expect(calls).toEqual([['tok', 900]]);
  });
  it('reports sessionExpired for an expired or missing session', async () => {
    const extend = async () => undefined;
    const expired = {
      ok: false,
      error: expect.objectContaining({ _tag: 'SessionExpired', code: 'sessionExpired' }),
    };
    expect(await outcome(keepAlive({ extend }, 'gone', now, 900))).toMatchObject(expired);
    expect(await outcome(keepAlive({ extend }, undefined, now, 900))).toMatchObject(expired);
  });
  it('sessionModule resolves the use case over its ports (the clock and ttl of the settings)', async () => {
    const container = new Container();
    container.bind(SESSION_TOKENS.Sessions).toConstantValue({
      extend: async (_token: string, at: Date, ttl: number) => new Date(at.getTime() + ttl * 1000),
    });
    container.bind(SESSION_TOKENS.Settings).toConstantValue({ ttlSeconds: 60, now: () => now });
    container.loadSync(sessionModule);
    const r = await outcome(sessionUseCases(container).keepAlive.execute('tok'));
    expect(r).toEqual({ ok: true, value: new Date('2026-03-01T12:01:00Z') });
  });
  it.each(SESSION_ERROR_CODES)('%s has an EN and a FR label', (code) => {
    expect((api as Record<string, string>)[code]).toBeTruthy();
    expect((apiFr as Record<string, string>)[code]).toBeTruthy();
  });
});

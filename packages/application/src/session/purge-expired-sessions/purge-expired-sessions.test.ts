import 'reflect-metadata';
import { Effect, Either } from 'effect';
import fc from 'fast-check';
import { Container } from 'inversify';
import { describe, expect, it } from 'vitest';
import { sessionModule, sessionUseCases } from '../session.module';
import type { SessionRepository } from '../session.repository.port';
import { SESSION_TOKENS } from '../session.tokens';
import { purgeExpiredSessions } from './purge-expired-sessions';

const NOW = new Date('2026-11-27T16:00:00.000Z');
const MINUTE = 60_000;

/** The SQL store's contract in memory: at most `limit` sessions expired at or before `now` per call. */
const memorySessions = (
  rows: Map<string, number>,
  batches: number[],
): Pick<SessionRepository, 'purgeExpired'> => ({
  purgeExpired: (now, limit) => {
    const picked = [...rows].filter(([, expires]) => expires <= now.getTime()).slice(0, limit);
    for (const [k] of picked) rows.delete(k);
    batches.push(picked.length);
    return Promise.resolve(picked.length);
  },
});

describe('purging expired sessions', () => {
  it('deletes exactly the sessions expired at or before now, in batches of at most the limit', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.dictionary(
          fc.uuid(),
          fc.integer({ min: -3, max: 3 }).map((m) => NOW.getTime() + m * MINUTE),
        ),
        fc.integer({ min: 1, max: 4 }),
        async (sessions, limit) => {
          const rows = new Map(Object.entries(sessions));
          const batches: number[] = [];
          const deleted = await Effect.runPromise(
            purgeExpiredSessions(memorySessions(rows, batches), NOW, limit),
          );
          const live = Object.entries(sessions).filter(([, e]) => e > NOW.getTime());
          expect([...rows.keys()].sort()).toEqual(live.map(([k]) => k).sort());
          expect(deleted).toBe(Object.keys(sessions).length - live.length);
          expect(Math.max(...batches)).toBeLessThanOrEqual(limit);
        },
      ),
    );
  });

  it('a store that fails ends the purge with SessionStoreUnavailable (the next sweep tries again)', async () => {
    const failing = { purgeExpired: () => Promise.reject(new Error('connection reset')) };
    const r = await Effect.runPromise(Effect.either(purgeExpiredSessions(failing, NOW)));
    expect(Either.isLeft(r) && r.left).toMatchObject({
      _tag: 'SessionStoreUnavailable',
      code: 'unavailable',
      detail: 'Error: connection reset',
    });
  });

  it('sessionModule resolves the use case on the settings’ clock', async () => {
    const rows = new Map([
      ['over', NOW.getTime() - MINUTE],
      ['live', NOW.getTime() + MINUTE],
    ]);
    const container = new Container();
    container.bind(SESSION_TOKENS.Sessions).toConstantValue(memorySessions(rows, []));
    container.bind(SESSION_TOKENS.Settings).toConstantValue({ ttlSeconds: 900, now: () => NOW });
    container.load(sessionModule);
    expect(await Effect.runPromise(sessionUseCases(container).purgeExpired.execute())).toBe(1);
    expect([...rows.keys()]).toEqual(['live']);
  });
});

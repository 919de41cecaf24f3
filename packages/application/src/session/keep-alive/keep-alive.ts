import 'reflect-metadata';
import { Effect } from 'effect';
import { inject, injectable } from 'inversify';
import { SessionExpired } from '../session.errors';
import type { SessionRepository } from '../session.repository.port';
import { SESSION_TOKENS, type SessionSettings } from '../session.tokens';

/** The reminder's "refresh" (spec 4.1): extends a live session; an expired one stays expired. */
export const keepAlive = (
  sessions: Pick<SessionRepository, 'extend'>,
  token: string | undefined,
  now: Date,
  ttlSeconds: number,
): Effect.Effect<Date, SessionExpired> =>
  !token
    ? Effect.fail(new SessionExpired({ code: 'sessionExpired' }))
    : Effect.flatMap(
        Effect.promise(() => sessions.extend(token, now, ttlSeconds)),
        (expiresAt) =>
          expiresAt ? Effect.succeed(expiresAt) : Effect.fail(new SessionExpired({ code: 'sessionExpired' })),
      );

@injectable()
export class KeepAliveUseCase {
  constructor(
    @inject(SESSION_TOKENS.Sessions) private readonly sessions: Pick<SessionRepository, 'extend'>,
    @inject(SESSION_TOKENS.Settings) private readonly settings: SessionSettings,
  ) {}

  /** The session's new expiry. */
  execute(token: string | undefined): Effect.Effect<Date, SessionExpired> {
    return keepAlive(this.sessions, token, this.settings.now(), this.settings.ttlSeconds);
  }
}

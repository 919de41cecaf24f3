import 'reflect-metadata';
import { Data, Effect } from 'effect';
import { inject, injectable } from 'inversify';
import { drainBatches, PURGE_BATCH_SIZE } from '../../housekeeping/drain-batches';
import type { SessionRepository } from '../session.repository.port';
import { SESSION_TOKENS, type SessionSettings } from '../session.tokens';

/** The session store failed during a purge: told to the sweep, which tries again on its next turn. */
export class SessionStoreUnavailable extends Data.TaggedError('SessionStoreUnavailable')<{
  readonly code: 'unavailable';
  readonly detail: string;
}> {}

/**
 * The purge of expired sessions (issue 16 item 2, privacy): a session row outlives its expiry only
 * until the server's next sweep. Nothing refers to a session by a foreign key that would block it
 * (the sign-in tokens of a session go with it); what a session left behind under its hash (a quote
 * in progress) is the quote purge's, which treats a missing session as over.
 */
export const purgeExpiredSessions = (
  sessions: Pick<SessionRepository, 'purgeExpired'>,
  now: Date,
  limit = PURGE_BATCH_SIZE,
): Effect.Effect<number, SessionStoreUnavailable> =>
  drainBatches(
    (at, n) => sessions.purgeExpired(at, n),
    now,
    limit,
    (cause) => new SessionStoreUnavailable({ code: 'unavailable', detail: String(cause) }),
  );

@injectable()
export class PurgeExpiredSessionsUseCase {
  constructor(
    @inject(SESSION_TOKENS.Sessions) private readonly sessions: SessionRepository,
    @inject(SESSION_TOKENS.Settings) private readonly settings: SessionSettings,
  ) {}

  execute(): Effect.Effect<number, SessionStoreUnavailable> {
    return Effect.suspend(() => purgeExpiredSessions(this.sessions, this.settings.now()));
  }
}

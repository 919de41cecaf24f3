import type { SessionRepository } from '../session.repository.port';

export type KeepAliveResult =
  | { readonly ok: true; readonly sessionExpiration: Date }
  | { readonly ok: false; readonly code: 'sessionExpired' };

/** The reminder's "refresh" (spec 4.1): extends a live session; an expired one stays expired. */
export const keepAlive = async (
  sessions: Pick<SessionRepository, 'extend'>,
  token: string | undefined,
  now: Date,
  ttlSeconds: number,
): Promise<KeepAliveResult> => {
  const expiresAt = token ? await sessions.extend(token, now, ttlSeconds) : undefined;
  return expiresAt ? { ok: true, sessionExpiration: expiresAt } : { ok: false, code: 'sessionExpired' };
};

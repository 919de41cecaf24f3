import type { SessionRepository } from '@tripx/application';
import { demoUser, openDatabase, SqlSessionRepository } from '@tripx/adapters-sql';
import type { ApiClient } from './api-client';

/**
 * Signs the client's session in as a user through the session repository (what the sign-in callback
 * does once the provider has answered): in-process servers pass theirs, benchmarks one they open on
 * the servers' database.
 */
export const signInOn = async (
  sessions: Pick<SessionRepository, 'signIn'>,
  client: ApiClient,
  profileRef: string,
  at: { readonly now: Date; readonly ttlSeconds: number },
): Promise<void> => {
  if (!client.cookie) await client.startSession();
  const session = await sessions.signIn(client.cookie ?? '', profileRef, at.now, at.ttlSeconds);
  if (!session) throw new Error(`could not sign in as ${profileRef}`);
  client.cookie = session.token;
  client.csrfToken = session.csrfToken;
};

/**
 * Signs each client in as a demo user on the database that child-process servers share (their
 * sessions live there): the way a benchmark gets staff sessions without an in-process server.
 */
export const signInOnDatabase = async (
  databaseUrl: string,
  signIns: readonly { readonly client: ApiClient; readonly profileCode: string }[],
): Promise<void> => {
  const database = await openDatabase({ databaseUrl, poolSize: 1 });
  try {
    const sessions = new SqlSessionRepository(database.db);
    for (const { client, profileCode } of signIns)
      await signInOn(sessions, client, demoUser(profileCode).profileRef, {
        now: new Date(),
        ttlSeconds: 8 * 3600,
      });
  } finally {
    await database.close();
  }
};

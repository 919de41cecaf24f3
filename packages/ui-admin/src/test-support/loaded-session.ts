import type { AuthApi } from '@tripx/application';
import { NEVER } from 'rxjs';
import { SessionStore } from '../features/session/session.store';

/** The session store over a server answering `user` to who is signed in (its other calls do nothing), loaded. */
export const loadedSession = async (user: AuthApi['user']): Promise<SessionStore> => {
  const session = new SessionStore(
    {
      user,
      keepAlive: async () => 0,
      logout: async () => '/',
      endSession: async () => undefined,
      switchOrganization: async () => undefined,
    },
    () => NEVER,
  );
  await session.load();
  return session;
};

import { ContainerModule } from 'inversify';
import { KeepAliveUseCase } from './keep-alive/keep-alive';
import { PurgeExpiredSessionsUseCase } from './purge-expired-sessions/purge-expired-sessions';

/** The session context's use cases; its ports (SESSION_TOKENS) are bound by the server or a test. */
export const sessionModule = new ContainerModule(({ bind }) => {
  bind(KeepAliveUseCase).toSelf().inSingletonScope();
  bind(PurgeExpiredSessionsUseCase).toSelf().inSingletonScope();
});

/** The use cases the HTTP edge calls, taken from a container that loaded sessionModule. */
export const sessionUseCases = (container: { get<T>(id: abstract new (...args: never[]) => T): T }) => ({
  keepAlive: container.get(KeepAliveUseCase),
  purgeExpired: container.get(PurgeExpiredSessionsUseCase),
});
export type SessionUseCases = ReturnType<typeof sessionUseCases>;

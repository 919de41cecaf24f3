import { ContainerModule } from 'inversify';
import { SignInWithPasswordUseCase } from './sign-in-with-password/sign-in-with-password';

/**
 * The identity context's use cases. Its ports (IDENTITY_TOKENS: the sign-in store, the shared hit
 * counter, the audit log, the built-in password) are bound by whoever composes it: the server, a test.
 */
export const identityModule = new ContainerModule(({ bind }) => {
  bind(SignInWithPasswordUseCase).toSelf().inSingletonScope();
});

/** The use cases the sign-in routes call, taken from a container that loaded identityModule. */
export const identityUseCases = (container: { get<T>(id: abstract new (...args: never[]) => T): T }) => ({
  signInWithPassword: container.get(SignInWithPasswordUseCase),
});
export type IdentityUseCases = ReturnType<typeof identityUseCases>;

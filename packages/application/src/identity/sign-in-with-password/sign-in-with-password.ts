import 'reflect-metadata';
import { Effect } from 'effect';
import { inject, injectable } from 'inversify';
import type { HitCounter } from '../hit-counter.port';
import { InvalidCredentials, WrongRealm, type SignInError } from '../identity.errors';
import { IDENTITY_TOKENS } from '../identity.tokens';
import { REALM_USER_TYPE, type Realm, type SignInAccount, type SignInStore } from '../sign-in-store.port';
import type { SignInAuditLog } from '../sign-in-throttle/sign-in-audit.port';
import {
  checkSignInAllowed,
  recordSignInFailure,
  recordSignInSuccess,
  type SignInAttempt,
  type SignInThrottleDeps,
} from '../sign-in-throttle/sign-in-throttle';

/**
 * The built-in provider's sign-in page: an account or an address that waits is refused before the
 * password is compared; an unknown user name or a wrong password counts as a failure; a known
 * account signs in only on its own realm's page.
 */
@injectable()
export class SignInWithPasswordUseCase {
  private readonly throttle: SignInThrottleDeps;

  constructor(
    @inject(IDENTITY_TOKENS.SignInStore) private readonly store: Pick<SignInStore, 'accountByCode'>,
    @inject(IDENTITY_TOKENS.HitCounter) counter: HitCounter,
    @inject(IDENTITY_TOKENS.SignInAuditLog) audit: SignInAuditLog,
    @inject(IDENTITY_TOKENS.BuiltInPassword) private readonly password: string,
  ) {
    this.throttle = { counter, audit };
  }

  execute(
    attempt: SignInAttempt & { readonly realm: Realm },
    password: string | undefined,
  ): Effect.Effect<SignInAccount, SignInError> {
    const { store, throttle } = this;
    const expected = this.password;
    return Effect.gen(function* () {
      yield* checkSignInAllowed(throttle, attempt);
      const name = attempt.account;
      const account = name ? yield* Effect.promise(() => store.accountByCode(name)) : undefined;
      if (!account || password !== expected) {
        yield* recordSignInFailure(throttle, attempt);
        return yield* Effect.fail(new InvalidCredentials({ code: 'invalidCredentials' }));
      }
      if (account.userType !== REALM_USER_TYPE[attempt.realm])
        return yield* Effect.fail(new WrongRealm({ code: 'wrongRealm' }));
      yield* recordSignInSuccess(throttle, attempt);
      return account;
    });
  }
}

import { luhnCheckDigit } from '@tripx/domain';
import { Effect, Either } from 'effect';
import fc from 'fast-check';
import { InMemorySandboxStorage } from '../sandbox/in-memory-sandbox-storage';
import { SandboxPaymentProvider, type SandboxProviderOptions } from '../sandbox/sandbox-payment-provider';

export const T0 = new Date('2030-03-10T15:00:00.000Z');

/** A clock that only moves when told to. */
export const aClock = (start: Date = T0) => {
  let now = start.getTime();
  return {
    now: () => new Date(now),
    advance: (ms: number) => {
      now += ms;
    },
  };
};

/** A sandbox on in-memory storage with a manual clock and deterministic-enough ids. */
export const aSandbox = (overrides: Partial<SandboxProviderOptions> = {}) => {
  const clock = aClock();
  const storage = new InMemorySandboxStorage();
  const provider = new SandboxPaymentProvider({ storage, now: clock.now, ...overrides });
  return { provider, storage, clock };
};

/** Runs an effect to an Either, so that tests can assert on failures as values. */
export const run = <A, E>(effect: Effect.Effect<A, E>): Promise<Either.Either<A, E>> =>
  Effect.runPromise(Effect.either(effect));

export const right = async <A, E>(effect: Effect.Effect<A, E>): Promise<A> => {
  const result = await run(effect);
  if (Either.isLeft(result)) throw new Error(`expected success, got ${JSON.stringify(result.left)}`);
  return result.right;
};

export const left = async <A, E>(effect: Effect.Effect<A, E>): Promise<E> => {
  const result = await run(effect);
  if (Either.isRight(result)) throw new Error(`expected failure, got ${JSON.stringify(result.right)}`);
  return result.left;
};

/** A card entry that is valid at T0 (expiry years ahead, 3-digit CVD, 4 for American Express). */
export const anEntry = (number: string, overrides: { expiry?: string; cvd?: string } = {}) => ({
  number,
  expiry: overrides.expiry ?? '12/34',
  cvd: overrides.cvd ?? (number.startsWith('3') ? '1234' : '123'),
});

/** A Luhn-valid number of 13..19 digits starting with `first`. */
export const arbCardNumber = (first: fc.Arbitrary<string>): fc.Arbitrary<string> =>
  fc
    .tuple(first, fc.array(fc.constantFrom(...'0123456789'.split('')), { minLength: 11, maxLength: 17 }))
    .map(([d, rest]) => {
      const payload = d + rest.join('');
      return payload + (luhnCheckDigit(payload) ?? '0');
    });

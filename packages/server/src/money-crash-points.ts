import type { PaymentProviderPort } from '@tripx/application';
import { Effect } from 'effect';
import type { MoneyCrashPoint } from './config';

const die = () => process.kill(process.pid, 'SIGKILL');

/**
 * The kill -9 suite's seam (MONEY_CRASH_AT): the process dies at its first maintenance charge or
 * refund, after the state and the move were committed and before the provider is called, or after
 * the provider moved the money and before the move is recorded. The restart must settle both.
 */
export const crashingProvider = (
  provider: PaymentProviderPort,
  at: MoneyCrashPoint | undefined,
): PaymentProviderPort => {
  if (!at) return provider;
  const around = <A, E>(call: Effect.Effect<A, E>): Effect.Effect<A, E> =>
    at === 'beforeProvider'
      ? Effect.sync(die).pipe(Effect.zipRight(call))
      : call.pipe(Effect.tap(() => Effect.sync(die)));
  return {
    ...provider,
    charge: (r) => around(provider.charge(r)),
    refund: (r) => around(provider.refund(r)),
  };
};

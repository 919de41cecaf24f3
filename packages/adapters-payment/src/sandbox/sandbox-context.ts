import { paymentUnavailable, type PaymentUnavailable, type SandboxStorage } from '@tripx/application';
import { calendarDateAt, type Cents } from '@tripx/domain';
import { Effect } from 'effect';
import type { YearMonth } from '../card-entry/card-entry';
import type { SandboxTokenCache } from './sandbox-token-cache';

/** What every sandbox operation needs: its storage, its clock and its random source. */
export interface SandboxContext {
  readonly storage: SandboxStorage;
  readonly now: () => Date;
  readonly tokenTtlMs: number;
  readonly randomId: (length: number) => string;
  readonly tokens: SandboxTokenCache;
}

/** A storage call on the typed channel: a failing database is PaymentUnavailable, safe to retry. */
export const stored = <A>(call: () => Promise<A>): Effect.Effect<A, PaymentUnavailable> =>
  Effect.tryPromise({
    try: call,
    catch: (e) => paymentUnavailable(e instanceof Error ? e.message : 'sandbox storage failed'),
  });

/** The month of `now` in the product's time zone (a card is good through its expiry month). */
export const yearMonthAt = (now: Date): YearMonth => {
  const [year, month] = calendarDateAt(now).split('-').map(Number);
  return { year: year ?? 0, month: month ?? 0 };
};

/** Up to 100 000 000 cents ($1M): far above any premium, far below unsafe integers. */
export const MAX_AMOUNT_CENTS: Cents = 100_000_000;

export const isAmount = (n: unknown): n is Cents =>
  typeof n === 'number' && Number.isSafeInteger(n) && n > 0 && n <= MAX_AMOUNT_CENTS;

const KEY = /^[\x21-\x7e]{1,255}$/;
/** Idempotency keys: 1 to 255 printable ASCII characters, no spaces. */
export const isIdempotencyKey = (key: unknown): key is string => typeof key === 'string' && KEY.test(key);

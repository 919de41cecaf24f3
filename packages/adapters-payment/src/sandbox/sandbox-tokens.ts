import {
  asDataKey,
  type DataKey,
  type InspectTokenError,
  invalidPaymentRequest,
  type SandboxTokenRow,
  type TokenDetails,
  tokenExpired,
  tokenUnknown,
} from '@tripx/application';
import { Effect } from 'effect';
import { validateCardEntry, type CardEntryInput } from '../card-entry/card-entry';
import { stored, yearMonthAt, type SandboxContext } from './sandbox-context';
import { cardEntryInvalid, type TokenizeError } from './sandbox.errors';
import { sandboxBehaviourOf } from './sandbox-test-cards';

/** Tokens are 20 letters and digits (spec 9) and start with the card's first digit, as spec 4.5 reads the brand. */
const TOKEN_LENGTH = 20;

const toDetails = (row: SandboxTokenRow): TokenDetails => ({
  dataKey: row.dataKey,
  brand: row.brand,
  last4: row.last4,
  cardExpiry: row.cardExpiry,
  tokenExpiresAt: row.expiresAt,
});

/** The hosted tokenization step: checks the entry, keeps brand, last four and expiry, forgets the rest. */
export const tokenize = (
  ctx: SandboxContext,
  input: CardEntryInput,
): Effect.Effect<TokenDetails, TokenizeError> =>
  Effect.gen(function* () {
    const now = ctx.now();
    const checked = validateCardEntry(input, yearMonthAt(now));
    if (!checked.ok) return yield* Effect.fail(cardEntryInvalid(checked.errors));
    const { digits, brand, last4, expiry } = checked.value;
    const row: SandboxTokenRow = {
      dataKey: asDataKey(digits.charAt(0) + ctx.randomId(TOKEN_LENGTH - 1)),
      brand,
      last4,
      cardExpiry: expiry,
      behaviour: sandboxBehaviourOf(digits),
      createdAt: now,
      expiresAt: new Date(now.getTime() + ctx.tokenTtlMs),
    };
    yield* stored(() => ctx.storage.insertToken(row));
    ctx.tokens.remember(row);
    return toDetails(row);
  });

/** The stored token, if it exists and is still alive at `now`. */
export const liveToken = (
  ctx: SandboxContext,
  dataKey: DataKey,
  now: Date,
): Effect.Effect<SandboxTokenRow, InspectTokenError> =>
  Effect.gen(function* () {
    if (typeof dataKey !== 'string' || dataKey.length === 0 || dataKey.length > 64) {
      return yield* Effect.fail(invalidPaymentRequest('dataKey'));
    }
    const cached = ctx.tokens.live(dataKey, now);
    if (cached) return cached;
    const row = yield* stored(() => ctx.storage.findToken(dataKey));
    if (!row) return yield* Effect.fail(tokenUnknown());
    ctx.tokens.remember(row);
    if (now.getTime() >= row.expiresAt.getTime()) return yield* Effect.fail(tokenExpired(row.expiresAt));
    return row;
  });

export const inspectToken = (
  ctx: SandboxContext,
  dataKey: DataKey,
): Effect.Effect<TokenDetails, InspectTokenError> =>
  Effect.map(liveToken(ctx, dataKey, ctx.now()), toDetails);

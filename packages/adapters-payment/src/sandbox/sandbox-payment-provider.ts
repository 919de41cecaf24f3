import type {
  Charge,
  ChargeError,
  ChargeRecord,
  ChargeRef,
  ChargeRequest,
  DataKey,
  InspectTokenError,
  PaymentProviderPort,
  PaymentUnavailable,
  Refund,
  RefundError,
  RefundRequest,
  ReverseError,
  SandboxStorage,
  TokenDetails,
} from '@tripx/application';
import type { Effect } from 'effect';
import type { CardEntryInput } from '../card-entry/card-entry';
import * as charges from './sandbox-charges';
import type { SandboxContext } from './sandbox-context';
import { secureRandomId } from './sandbox-ids';
import * as refunds from './sandbox-refunds';
import { SandboxTokenCache } from './sandbox-token-cache';
import * as tokens from './sandbox-tokens';
import type { TokenizeError } from './sandbox.errors';

export interface SandboxProviderOptions {
  readonly storage: SandboxStorage;
  /** The clock; tests inject one to expire tokens. */
  readonly now?: () => Date;
  /** How long a dataKey can be charged after tokenizing; 15 minutes by default. */
  readonly tokenTtlMs?: number;
  /** Random [0-9A-Za-z] strings for tokens and references; secure by default. */
  readonly randomId?: (length: number) => string;
}

export const DEFAULT_TOKEN_TTL_MS = 15 * 60 * 1000;

/**
 * The built-in payment provider: a hosted tokenization service (tokenize, called by its card frame's
 * own endpoint) plus the server-side port. Documented test numbers in README.md.
 *
 * Token rule: a dataKey may be charged any number of times until it expires, each charge under its
 * own idempotency key (one card for all travellers is one charge per traveller's policy); once
 * expired it charges nothing, but charges made with it stay refundable and replayable.
 */
export class SandboxPaymentProvider implements PaymentProviderPort {
  private readonly ctx: SandboxContext;

  constructor(options: SandboxProviderOptions) {
    this.ctx = {
      storage: options.storage,
      now: options.now ?? (() => new Date()),
      tokenTtlMs: options.tokenTtlMs ?? DEFAULT_TOKEN_TTL_MS,
      randomId: options.randomId ?? secureRandomId,
      tokens: new SandboxTokenCache(),
    };
  }

  /** Only the card frame's endpoint calls this: it is the one place a card number enters. */
  readonly tokenize = (input: CardEntryInput): Effect.Effect<TokenDetails, TokenizeError> =>
    tokens.tokenize(this.ctx, input);

  readonly inspectToken = (dataKey: DataKey): Effect.Effect<TokenDetails, InspectTokenError> =>
    tokens.inspectToken(this.ctx, dataKey);

  readonly charge = (request: ChargeRequest): Effect.Effect<Charge, ChargeError> =>
    charges.charge(this.ctx, request);

  readonly refund = (request: RefundRequest): Effect.Effect<Refund, RefundError> =>
    refunds.refund(this.ctx, request);

  readonly reverseCharge = (chargeRef: ChargeRef): Effect.Effect<Refund, ReverseError> =>
    refunds.reverseCharge(this.ctx, chargeRef);

  readonly findCharge = (
    idempotencyKey: string,
  ): Effect.Effect<ChargeRecord | undefined, PaymentUnavailable> =>
    charges.findCharge(this.ctx, idempotencyKey);

  readonly listCapturedCharges = (
    createdBefore: Date,
    createdFrom?: Date,
  ): Effect.Effect<readonly ChargeRecord[], PaymentUnavailable> =>
    charges.listCapturedCharges(this.ctx, createdBefore, createdFrom);

  /** Housekeeping for the server's scheduler: forgets tokens expired for more than a day. */
  readonly purgeExpiredTokens = (): Promise<number> =>
    this.ctx.storage.deleteTokensExpiredBefore(new Date(this.ctx.now().getTime() - 24 * 60 * 60 * 1000));
}

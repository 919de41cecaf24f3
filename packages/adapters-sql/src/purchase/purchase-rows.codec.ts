import {
  ApiError,
  CalendarDateCodec,
  CancellationCodec,
  literalUnion,
  nullable,
  PurchaseResponseCodec,
  QuoteResponseCodec,
} from '@tripx/application';
import { LANGUAGES } from '@tripx/domain';
import * as t from 'io-ts';

/**
 * Codecs of the JSON columns the purchase tables hold. A column that holds a contract type is
 * decoded with the contract's codec (the answer kept under an Idempotency-Key is the API's body).
 */

/**
 * idempotency_keys.response: the answer kept under a key — a purchase's (201 body), a partner's
 * quote or cancellation (their 200 bodies), or the API's error body of a refusal.
 */
export const StoredAnswerBodyCodec = t.union([
  PurchaseResponseCodec,
  QuoteResponseCodec,
  CancellationCodec,
  ApiError,
]);

/** purchase_attempts.policy_numbers. */
export const PolicyNumbersCodec = t.array(t.string);

/** outbox_messages.payload: what a queued message is about (OutboxPayload). */
export const OutboxPayloadCodec = t.union([
  t.type({ kind: t.literal('CONFIRMATION'), policyNumber: t.string }),
  t.intersection([
    t.type({
      kind: t.literal('SAVED_QUOTE'),
      leadId: t.string,
      firstName: nullable(t.string),
      tripStartDate: nullable(CalendarDateCodec),
      quoteLink: t.string,
    }),
    // Messages queued before the link's end was recorded have none.
    t.partial({ linkExpiresAt: t.string }),
  ]),
]);

export const LanguageCodec = literalUnion(LANGUAGES, 'Language');

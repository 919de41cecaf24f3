import * as t from 'io-ts';
import { CalendarDateCodec, JsonObject, LangCodec, boundedString } from './codecs';

/**
 * POST /sync-quote: the quote payload and the form it came from, kept with the session; `progress`
 * is every step's answers as the purchase app keeps them, read back by GET /sync-quote.
 */
export const SyncQuoteRequest = t.intersection([
  t.type({ payload: JsonObject, form: JsonObject }),
  t.partial({ progress: JsonObject }),
]);
export type SyncQuoteRequest = t.TypeOf<typeof SyncQuoteRequest>;

/**
 * GET /sync-quote: the session's quote in progress, or null when it synced none; `purchased` names the
 * purchase that bought that quote (one of its policies), null while it is still to buy.
 */
export const QuoteInProgressAnswer = t.type({
  purchased: t.union([t.type({ policyNumber: t.string }), t.null]),
  quote: t.union([
    t.type({
      form: JsonObject,
      payload: JsonObject,
      progress: JsonObject,
      email: t.union([t.string, t.null]),
    }),
    t.null,
  ]),
});
export type QuoteInProgressAnswer = t.TypeOf<typeof QuoteInProgressAnswer>;

/** POST /api/policies/lead (remerchandise, spec 7.3): who to remind about which trip. */
export const LeadRequest = t.intersection([
  t.type({ email: boundedString(100, 'Email'), language: LangCodec }),
  t.partial({ firstName: boundedString(100, 'FirstName'), tripStartDate: CalendarDateCodec }),
]);
export type LeadRequest = t.TypeOf<typeof LeadRequest>;

/**
 * A lead recorded, when its resume link stops working, and the link (when its e-mail was queued).
 * Beside its request rather than with the purchase's answers: the first page saves a quote, and does
 * not load the purchase's codecs with it.
 */
export const LeadResponseCodec = t.intersection([
  t.type({ id: t.string, expiresAt: t.string }),
  t.partial({ reopenUrl: t.string }),
]);
export type LeadResponse = t.TypeOf<typeof LeadResponseCodec>;

/** POST /api/policies/lead/resume: the signed token of a saved quote's e-mailed link. */
export const ResumeQuoteRequest = t.type({ token: boundedString(1000, 'ResumeToken') });
export type ResumeQuoteRequest = t.TypeOf<typeof ResumeQuoteRequest>;

const CentsOrNull = t.union([t.number, t.null]);

/** A saved quote reopened: every answer, its total when saved and at today's rates. */
export const ResumedQuoteAnswer = t.type({
  language: LangCodec,
  form: JsonObject,
  payload: JsonObject,
  progress: JsonObject,
  savedTotalCents: CentsOrNull,
  totalCents: CentsOrNull,
  priceChanged: t.boolean,
});
export type ResumedQuoteAnswer = t.TypeOf<typeof ResumedQuoteAnswer>;

import * as t from 'io-ts';
import { CalendarDateCodec, JsonObject, LangCodec, boundedString } from './codecs';

/** POST /sync-quote: the quote payload and the form it came from, kept with the session. */
export const SyncQuoteRequest = t.type({ payload: JsonObject, form: JsonObject });
export type SyncQuoteRequest = t.TypeOf<typeof SyncQuoteRequest>;

/** POST /api/policies/lead (remerchandise, spec 7.3): who to remind about which trip. */
export const LeadRequest = t.intersection([
  t.type({ email: boundedString(100, 'Email'), language: LangCodec }),
  t.partial({ firstName: boundedString(100, 'FirstName'), tripStartDate: CalendarDateCodec }),
]);
export type LeadRequest = t.TypeOf<typeof LeadRequest>;

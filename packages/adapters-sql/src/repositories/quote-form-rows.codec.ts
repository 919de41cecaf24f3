import { JsonObject } from '@tripx/application';
import * as t from 'io-ts';

/** A saved quote's `quote` column: what the lead kept of the quote in progress. */
export const SavedQuoteColumn = t.type({
  form: JsonObject,
  payload: JsonObject,
  progress: JsonObject,
  totalCents: t.union([t.number, t.null]),
});

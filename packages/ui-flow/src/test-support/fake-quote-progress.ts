import type {
  ApiResult,
  QuoteInProgressAnswer,
  QuoteProgressService,
  ResumedQuoteAnswer,
  SyncQuoteRequest,
} from '@tripx/application';

/**
 * The server's quote in progress held in memory: what the app synced, read back as the server does
 * (by session: one fake per session), the copies "Save my quote" kept of it (as the server's lead does),
 * and what a saved quote's link answers (refused as not ours by default).
 */
export const fakeQuoteProgress = (
  initial: QuoteInProgressAnswer['quote'] = null,
  resumed: ApiResult<ResumedQuoteAnswer> = {
    ok: false,
    failure: { kind: 'refused', code: 'resumeLinkInvalid', message: '', fields: [] },
  },
  purchased: QuoteInProgressAnswer['purchased'] = null,
): QuoteProgressService & {
  readonly synced: SyncQuoteRequest[];
  readonly saved: QuoteInProgressAnswer['quote'][];
} => {
  const synced: SyncQuoteRequest[] = [];
  const saved: QuoteInProgressAnswer['quote'][] = [];
  let quote = initial;
  return {
    synced,
    saved,
    sync: async (body) => {
      synced.push(body);
      quote = {
        form: body.form,
        payload: body.payload,
        progress: body.progress ?? {},
        email: quote?.email ?? null,
      };
      return { ok: true, value: { ok: true, synced: true } };
    },
    read: async () => ({ ok: true, value: { quote, purchased } }),
    save: async () => {
      saved.push(quote);
      return { ok: true, value: { id: 'lead-1', expiresAt: '2026-12-27T00:00:00.000Z' } };
    },
    resume: async () => resumed,
  };
};

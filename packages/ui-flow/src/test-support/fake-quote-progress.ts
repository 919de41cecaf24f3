import type { QuoteInProgressAnswer, QuoteProgressService, SyncQuoteRequest } from '@tripx/application';

/**
 * The server's quote in progress held in memory: what the app synced, read back as the server does
 * (by session: one fake per session), and a saved quote's answers per token.
 */
export const fakeQuoteProgress = (
  initial: QuoteInProgressAnswer['quote'] = null,
): QuoteProgressService & { readonly synced: SyncQuoteRequest[] } => {
  const synced: SyncQuoteRequest[] = [];
  let quote = initial;
  return {
    synced,
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
    read: async () => ({ ok: true, value: { quote } }),
    save: async () => ({ ok: true, value: { id: 'lead-1', expiresAt: '2026-12-27T00:00:00.000Z' } }),
    resume: async () => ({
      ok: false,
      failure: { kind: 'refused', code: 'resumeLinkInvalid', message: '', fields: [] },
    }),
  };
};

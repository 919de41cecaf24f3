import type { Actor } from '../../session/session';
import type { QuoteFormRepository } from '../quote-form.repository.port';

export type SyncQuoteResult = { readonly ok: true; readonly synced: boolean };

/**
 * POST /sync-quote (spec 7.3): the purchase app keeps its quote form with the session so that a
 * reload or another tab resumes it. Admin configuration skips syncing (spec 6), so a staff user's
 * call is accepted and ignored.
 */
export const syncQuoteForm = async (
  repo: Pick<QuoteFormRepository, 'saveForm'>,
  actor: Actor,
  sessionToken: string,
  input: {
    readonly form: Readonly<Record<string, unknown>>;
    readonly payload: Readonly<Record<string, unknown>>;
  },
): Promise<SyncQuoteResult> => {
  if (actor.kind === 'user' && actor.userType === 'LAN_ID') return { ok: true, synced: false };
  await repo.saveForm(sessionToken, input.form, input.payload);
  return { ok: true, synced: true };
};

import 'reflect-metadata';
import { Effect } from 'effect';
import { inject, injectable } from 'inversify';
import type { Actor } from '../../session/session';
import type { QuoteFormRepository, QuoteFormSync } from '../quote-form.repository.port';
import { quoteProgressPayload, quoteProgressSections } from '../quote-progress-sections';
import { QUOTE_FORM_TOKENS } from '../quote-forms.tokens';

export type SyncQuoteResult = { readonly ok: true; readonly synced: boolean };

/**
 * POST /sync-quote (spec 7.3): the purchase app keeps its quote form with the session so that a
 * reload or another tab resumes it. Admin configuration skips syncing (spec 6), so a staff user's
 * call is accepted and ignored. Only the quote's own sections of `progress` are kept, whatever the
 * browser sends (no medical, contact or purchase data), and the payload without medical answers. An empty payload (the later steps' code not
 * loaded yet) keeps the payload already stored, so the chosen plans are never erased.
 */
export const syncQuoteForm = async (
  repo: Pick<QuoteFormRepository, 'saveForm' | 'findForm'>,
  actor: Actor,
  sessionToken: string,
  input: QuoteFormSync,
): Promise<SyncQuoteResult> => {
  if (actor.kind === 'user' && actor.userType === 'LAN_ID') return { ok: true, synced: false };
  const progress = input.progress && quoteProgressSections(input.progress);
  const payload =
    Object.keys(input.payload).length > 0
      ? quoteProgressPayload(input.payload)
      : ((await repo.findForm(sessionToken))?.payload ?? {});
  await repo.saveForm(sessionToken, progress ? { ...input, payload, progress } : { ...input, payload });
  return { ok: true, synced: true };
};

@injectable()
export class SyncQuoteFormUseCase {
  constructor(
    @inject(QUOTE_FORM_TOKENS.QuoteForms)
    private readonly repo: Pick<QuoteFormRepository, 'saveForm' | 'findForm'>,
  ) {}

  execute(actor: Actor, sessionToken: string, input: QuoteFormSync): Effect.Effect<SyncQuoteResult> {
    return Effect.promise(() => syncQuoteForm(this.repo, actor, sessionToken, input));
  }
}

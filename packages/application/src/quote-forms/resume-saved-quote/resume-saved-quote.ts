import 'reflect-metadata';
import type { Language } from '@tripx/domain';
import { Effect } from 'effect';
import { inject, injectable } from 'inversify';
import type { QuoteInProgress } from '../quote-form.repository.port';
import { SAVED_QUOTE_DEPS, type SavedQuoteDeps } from '../saved-quote.deps';
import { resumeLinkExpired, resumeLinkInvalid, type QuoteFormsError } from '../quote-forms.errors';

/** A saved quote reopened: its answers, and its total then and at today's rates. */
export interface ResumedQuote extends Omit<QuoteInProgress, 'email' | 'changedAt'> {
  readonly language: Language;
  /** The total when it was saved; null when it had no priced plan. */
  readonly savedTotalCents: number | null;
  /** The total at today's rates; null when it cannot be priced today (no plan, or refused). */
  readonly totalCents: number | null;
  readonly priceChanged: boolean;
}

/**
 * Opens a saved quote from its resume link: the token must be ours and not past its expiry on the
 * server's clock; the quote is priced again at today's rates and becomes the opening session's
 * quote in progress, so that a reload or another tab keeps it.
 */
export const resumeSavedQuote = (
  deps: SavedQuoteDeps,
  token: string,
  sessionToken: string | null,
): Effect.Effect<ResumedQuote, QuoteFormsError> =>
  Effect.gen(function* () {
    const claims = deps.tokens.read(token);
    if (!claims) return yield* Effect.fail(resumeLinkInvalid());
    if (deps.now().getTime() >= Date.parse(claims.expiresAt)) return yield* Effect.fail(resumeLinkExpired());
    const lead = yield* Effect.promise(() => deps.repo.findLead(claims.leadId));
    if (!lead) return yield* Effect.fail(resumeLinkInvalid());
    const saved = lead.quote ?? { form: {}, payload: {}, progress: {}, totalCents: null };
    const totalCents = (yield* deps.pricer.totalCents(saved.payload, lead.organizationCode)) ?? null;
    if (sessionToken) {
      // A lead that saved no quote leaves the session's own quote in progress as it is.
      if (lead.quote) yield* Effect.promise(() => deps.repo.saveForm(sessionToken, saved));
      yield* Effect.promise(() => deps.repo.attachEmail(sessionToken, lead.email));
    }
    return {
      language: lead.language,
      form: saved.form,
      payload: saved.payload,
      progress: saved.progress,
      savedTotalCents: saved.totalCents,
      totalCents,
      priceChanged: saved.totalCents !== null && totalCents !== null && saved.totalCents !== totalCents,
    };
  });

@injectable()
export class ResumeSavedQuoteUseCase {
  constructor(@inject(SAVED_QUOTE_DEPS) private readonly deps: SavedQuoteDeps) {}

  execute(token: string, sessionToken: string | null): Effect.Effect<ResumedQuote, QuoteFormsError> {
    return resumeSavedQuote(this.deps, token, sessionToken);
  }
}

import type { SavedQuoteLead } from '@tripx/application';
import { RESUME_QUOTE_PATHS, type Language } from '@tripx/domain';
import { Either } from 'effect';
import { runEffect } from './answer-effect';
import type { HttpDeps } from './http-deps';

/** The link of a saved quote: the purchase app's resume page in the buyer's language, with its token. */
export const resumeLink = (publicUrl: string, lang: Language, token: string): string =>
  `${publicUrl}${RESUME_QUOTE_PATHS[lang]}?${new URLSearchParams({ lang, token }).toString()}`;

/**
 * "Save my quote": queues the saved-quote e-mail of a lead (outbox, the buyer's language) with the
 * link that reopens the quote, and answers that link (undefined when nothing was queued).
 */
export const savedQuote = async (
  deps: Pick<HttpDeps, 'purchase' | 'config'>,
  lead: SavedQuoteLead,
  resumeToken: string,
): Promise<string | undefined> => {
  if (!deps.purchase) return undefined;
  const reopenUrl = resumeLink(deps.config.publicUrl, lead.language, resumeToken);
  const r = await runEffect(deps.purchase.delivery.enqueueSavedQuote.execute({ lead, quoteLink: reopenUrl }));
  return Either.isRight(r) ? reopenUrl : undefined;
};

import type { SavedQuoteLead } from '@tripx/application';
import { Either } from 'effect';
import { runEffect } from './answer-effect';
import type { HttpDeps } from './http-deps';

/**
 * Remerchandise: queues the saved-quote e-mail of a lead with the purchase app's link that reopens
 * the quote, and answers that link (undefined when nothing was queued).
 */
export const savedQuote = async (
  deps: Pick<HttpDeps, 'purchase' | 'config'>,
  lead: SavedQuoteLead,
): Promise<string | undefined> => {
  if (!deps.purchase) return undefined;
  const reopenUrl = `${deps.config.publicUrl}/${lead.language}/quote?lead=${encodeURIComponent(lead.id)}`;
  const r = await runEffect(deps.purchase.delivery.enqueueSavedQuote.execute({ lead, quoteLink: reopenUrl }));
  return Either.isRight(r) ? reopenUrl : undefined;
};

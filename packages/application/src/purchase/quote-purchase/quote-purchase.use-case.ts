import 'reflect-metadata';
import { Effect } from 'effect';
import { inject, injectable } from 'inversify';
import type { SessionPolicies, SessionPurchase } from '../purchase.ports';
import { PURCHASE_TOKENS } from '../purchase.tokens';

/**
 * Whether the session's latest purchase bought its quote in progress: it did when the quote has not
 * changed since (a quote that changed after it, or no purchase at all, is still to buy).
 */
export const purchaseOfQuote = (
  purchase: SessionPurchase | undefined,
  quoteChangedAt: Date | null,
): SessionPurchase | undefined =>
  purchase && (quoteChangedAt === null || purchase.purchasedAt >= quoteChangedAt) ? purchase : undefined;

/**
 * The purchase that finished the session's quote in progress (issue 16 item 2): a new tab on any step
 * of that quote shows this purchase's confirmation, never a form to pay again.
 */
@injectable()
export class QuotePurchaseUseCase {
  constructor(@inject(PURCHASE_TOKENS.SessionPolicies) private readonly policies: SessionPolicies) {}

  execute(sessionKey: string, quoteChangedAt: Date | null): Effect.Effect<SessionPurchase | undefined> {
    return Effect.promise(async () =>
      purchaseOfQuote(await this.policies.lastPurchase(sessionKey), quoteChangedAt),
    );
  }
}

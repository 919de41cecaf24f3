import type { Effect } from 'effect';

/**
 * The quote's total for a saved quote's payload at today's rates, as the quote call would answer it
 * for the organization (rating's QuoteUseCase behind it). Undefined when the payload names no plan
 * or the quote is refused today (a departure now past): there is no price to compare.
 */
export interface SavedQuotePricer {
  totalCents(
    payload: Readonly<Record<string, unknown>>,
    organizationCode: string | null,
  ): Effect.Effect<number | undefined>;
}

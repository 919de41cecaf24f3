import 'reflect-metadata';
import { Data, Effect } from 'effect';
import { inject, injectable } from 'inversify';
import { drainBatches, PURGE_BATCH_SIZE } from '../../housekeeping/drain-batches';
import type { ClockPort } from '../../rating/clock.port';
import type { QuoteProgressPurge } from '../quote-progress-purge.port';
import { QUOTE_FORM_TOKENS } from '../quote-forms.tokens';

/** What one sweep deleted. */
export interface PurgeReport {
  readonly forms: number;
  readonly leads: number;
}

/** The store failed during a sweep: told to the sweep's caller, who tries again on its next turn. */
export class QuoteProgressStoreUnavailable extends Data.TaggedError('QuoteProgressStoreUnavailable')<{
  readonly code: 'unavailable';
  readonly detail: string;
}> {}

const unavailable = (cause: unknown) =>
  new QuoteProgressStoreUnavailable({ code: 'unavailable', detail: String(cause) });

/**
 * The purge of quotes in progress (issue 16 item 2): a synced quote form outlives neither its
 * session (expired, or ended by sign-out) nor a saved quote its resume link's 30 days. Run
 * periodically by the server, on the server's clock; a saved quote's copy of the answers is the
 * lead's own, so purging the form leaves a resume link working.
 */
export const purgeQuoteProgress = (
  purge: QuoteProgressPurge,
  now: Date,
  limit = PURGE_BATCH_SIZE,
): Effect.Effect<PurgeReport, QuoteProgressStoreUnavailable> =>
  Effect.all({
    forms: drainBatches((at, n) => purge.deleteStaleForms(at, n), now, limit, unavailable),
    leads: drainBatches((at, n) => purge.deleteExpiredLeads(at, n), now, limit, unavailable),
  });

@injectable()
export class PurgeQuoteProgressUseCase {
  constructor(
    @inject(QUOTE_FORM_TOKENS.Purge) private readonly purge: QuoteProgressPurge,
    @inject(QUOTE_FORM_TOKENS.Clock) private readonly clock: ClockPort,
  ) {}

  execute(): Effect.Effect<PurgeReport, QuoteProgressStoreUnavailable> {
    return Effect.suspend(() => purgeQuoteProgress(this.purge, this.clock.now()));
  }
}

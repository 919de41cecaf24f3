import 'reflect-metadata';
import { priceQuote, type RatingCatalogue } from '@tripx/domain';
import { Effect, Either, Exit } from 'effect';
import { inject, injectable, optional } from 'inversify';
import type { ClockPort } from '../clock.port';
import { toQuoteResponse, type QuoteResponse } from '../contracts/quote-response.contract';
import type { QuoteReferencePort } from '../quote-reference.port';
import type { RateCataloguePort } from '../rate-catalogue.port';
import { invalidRequest, type CatalogueUnavailable, type InvalidRequest } from '../rating.errors';
import type { LicenceReads } from '../../distribution/assert-agent-may-book/licence-refusal';
import { checkQuoteBody } from './check-quote-body';
import { ANONYMOUS_CALLER, callerRefusal, type CallerRefused, type QuoteCaller } from '../quote-caller';
import { RATING_TOKENS } from '../rating.tokens';
import { todayOfClock } from '../today-of-clock';

type QuoteFailure = InvalidRequest | CatalogueUnavailable | CallerRefused;

/** An Effect already finished (Effect.succeed or fail: an Exit), with its own types. */
const isFinished = <A, E>(effect: Effect.Effect<A, E>): effect is Exit.Exit<A, E> => Exit.isExit(effect);

/**
 * The quote (spec 7.3): decode, apply the sale rules on the server's today (the quote form applies the
 * same), price with the rate version in force (or pinned), answer. The quote is the session's
 * organization's: a body naming another one is refused. A signed-in agent quotes only where
 * licensed (the refusal the purchase gives, shown at the quote step). Both are `callerRefusal`, which
 * the recommendation and the eligibility check apply too.
 */
@injectable()
export class QuoteUseCase {
  constructor(
    @inject(RATING_TOKENS.RateCatalogue) private readonly catalogue: Pick<RateCataloguePort, 'load'>,
    @inject(RATING_TOKENS.Clock) private readonly clock: ClockPort,
    /** Absent where no purchase follows (the CLI): the answer then carries no quoteRef. */
    @inject(RATING_TOKENS.QuoteReferences)
    @optional()
    private readonly references?: Pick<QuoteReferencePort, 'issue'>,
    /** Absent where no agent or partner sells (the CLI). */
    @inject(RATING_TOKENS.Licences)
    @optional()
    private readonly licences?: LicenceReads,
  ) {}

  private readonly today = todayOfClock();

  /**
   * Plain Effect values rather than Effect.gen: on the request path the generator and its yields
   * cost more than the pricing itself. Order: the caller, decode and the sale rules, then load,
   * then price.
   */
  execute(body: unknown, caller: QuoteCaller = ANONYMOUS_CALLER): Effect.Effect<QuoteResponse, QuoteFailure> {
    const refused = callerRefusal(this.licences, caller, body, this.clock.now());
    // Consumers and staff take the plain path: no licence read, nothing asynchronous.
    if (isFinished(refused))
      return Exit.isSuccess(refused) ? this.priced(body) : Exit.failCause(refused.cause);
    return Effect.flatMap(refused, () => this.priced(body));
  }

  /**
   * A catalogue held in memory answers with a finished Exit: the quote is then priced at once and
   * handed back finished as well, which the edge reads without starting a fiber (Effect's
   * runSyncExit takes an Exit as it is: ≈ 4 KB and a few µs less per quote). A catalogue that has
   * to be fetched is read, and the quote priced, when the Effect runs.
   */
  private priced(body: unknown): Effect.Effect<QuoteResponse, QuoteFailure> {
    const loaded = this.catalogue.load();
    return isFinished(loaded) ? this.answer(body, loaded) : Effect.suspend(() => this.answer(body, loaded));
  }

  private answer(
    body: unknown,
    catalogue: Effect.Effect<RatingCatalogue, CatalogueUnavailable>,
  ): Effect.Effect<QuoteResponse, QuoteFailure> {
    const now = this.clock.now();
    const sale = checkQuoteBody(body, this.today(now));
    if (Either.isLeft(sale)) return Exit.fail(sale.left);
    const price = (rates: RatingCatalogue): Exit.Exit<QuoteResponse, QuoteFailure> => {
      const quote = priceQuote(rates, sale.right);
      if (!quote.ok) return Exit.fail(invalidRequest(quote.errors));
      const answer = toQuoteResponse(quote.value);
      const ratesVersion = answer.ratesVersion;
      return Exit.succeed(
        this.references
          ? { ...answer, quoteRef: this.references.issue({ ratesVersion, quotedAt: now.toISOString() }) }
          : answer,
      );
    };
    if (!isFinished(catalogue)) return Effect.flatMap(catalogue, price);
    return Exit.isSuccess(catalogue) ? price(catalogue.value) : Exit.failCause(catalogue.cause);
  }
}

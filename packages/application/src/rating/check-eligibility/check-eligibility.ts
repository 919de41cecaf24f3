import 'reflect-metadata';
import { offerPlans } from '@tripx/domain';
import { Effect, Either } from 'effect';
import { inject, injectable, optional } from 'inversify';
import type { LicenceReads } from '../../distribution/assert-agent-may-book/licence-refusal';
import type { ClockPort } from '../clock.port';
import {
  EligibilityRequestCodec,
  toEligibilityResponse,
  type EligibilityResponse,
} from '../contracts/eligibility.contract';
import { decodeBody } from '../decode-body';
import { checkQuoteBody } from '../quote/check-quote-body';
import type { RateCataloguePort } from '../rate-catalogue.port';
import { invalidRequest, type CatalogueUnavailable, type InvalidRequest } from '../rating.errors';
import { ANONYMOUS_CALLER, callerRefusal, type CallerRefused, type QuoteCaller } from '../quote-caller';
import { RATING_TOKENS } from '../rating.tokens';
import { todayOfClock } from '../today-of-clock';

/**
 * Who may buy what (PRODUCT.md, plans.json), asked before a price: for each traveller, each plan asked
 * about — or every plan of the category when none is — eligible, waiting for the medical questionnaire,
 * or not eligible and why, with each coverage amount, deductible, days per trip and add-on offered or
 * why not. The rules are the quote's own: the same decoding and sale rules, then the domain's
 * `offerPlans`, which prices every choice with the quote's pricing (an option is offered exactly when
 * the quote would price it without a refusal). Asked by the quote's callers only (`callerRefusal`): an
 * agent learns nothing of a province where not licensed, nor anyone of another organization's offer.
 */
@injectable()
export class CheckEligibilityUseCase {
  constructor(
    @inject(RATING_TOKENS.RateCatalogue) private readonly catalogue: Pick<RateCataloguePort, 'load'>,
    @inject(RATING_TOKENS.Clock) private readonly clock: ClockPort,
    /** Absent where no agent or partner sells (the CLI). */
    @inject(RATING_TOKENS.Licences)
    @optional()
    private readonly licences?: LicenceReads,
  ) {}

  private readonly today = todayOfClock();

  execute(
    body: unknown,
    caller: QuoteCaller = ANONYMOUS_CALLER,
  ): Effect.Effect<EligibilityResponse, InvalidRequest | CatalogueUnavailable | CallerRefused> {
    return Effect.gen(this, function* () {
      yield* callerRefusal(this.licences, caller, body, this.clock.now());
      const decoded = yield* decodeBody(EligibilityRequestCodec, body);
      const withPlans = { ...decoded, paxes: decoded.paxes.map((p) => ({ ...p, plans: p.plans ?? [] })) };
      const checked = checkQuoteBody(withPlans, this.today(this.clock.now()));
      if (Either.isLeft(checked)) return yield* Effect.fail(checked.left);
      const catalogue = yield* this.catalogue.load();
      const offers = offerPlans(catalogue, checked.right);
      if (!offers.ok) return yield* Effect.fail(invalidRequest(offers.errors));
      return toEligibilityResponse(offers.value);
    });
  }
}

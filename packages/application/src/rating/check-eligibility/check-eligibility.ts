import 'reflect-metadata';
import {
  DEDUCTIBLE_PLAN_CODES,
  priceQuote,
  type PlanDefinition,
  type PlanEntry,
  type PlanQuote,
  type Quote,
  type QuoteRequest,
} from '@tripx/domain';
import { Effect, Either } from 'effect';
import { inject, injectable } from 'inversify';
import type { ClockPort } from '../clock.port';
import { EligibilityRequestCodec, type EligibilityResponse } from '../contracts/eligibility.contract';
import { decodeBody } from '../decode-body';
import { checkQuoteBody } from '../quote/check-quote-body';
import type { RateCataloguePort } from '../rate-catalogue.port';
import { invalidRequest, type CatalogueUnavailable, type InvalidRequest } from '../rating.errors';
import { RATING_TOKENS } from '../rating.tokens';
import { todayOfClock } from '../today-of-clock';

/** Every choice of options a plan offers: each deductible with each value of its rate key. */
const optionEntries = (plan: PlanDefinition): readonly PlanEntry[] => {
  const { deductibles, coverageAmounts, daysPerTrip } = plan.options;
  const keyed =
    plan.rateKey === 'COVERAGE_AMOUNT'
      ? coverageAmounts.map((coverageAmount) => ({ coverageAmount }))
      : plan.rateKey === 'DAYS_PER_TRIP'
        ? daysPerTrip.map((days) => ({ daysPerTrip: days }))
        : [{}];
  return (deductibles.length > 0 ? deductibles : [0]).flatMap((deductible) =>
    keyed.map((k) => ({
      code: plan.code,
      tripPreference: { deductible, ...k },
      adjustments: [],
      optionalBenefits: [],
    })),
  );
};

const RANK: Readonly<Record<PlanQuote['status'], number>> = { PRICED: 0, MQ_REQUIRED: 1, NOT_ELIGIBLE: 2 };

interface Best {
  readonly line: PlanQuote;
  readonly entry: PlanEntry;
}

/** Options a plan waiting for the questionnaire can be priced with once it is taken (spec 5.3: a deductible). */
const readyAfterMq = ({ line, entry }: Best): boolean =>
  line.status !== 'MQ_REQUIRED' ||
  !DEDUCTIBLE_PLAN_CODES.includes(line.code) ||
  (entry.tripPreference.deductible ?? 0) > 0;

const better = (candidate: Best, best: Best | undefined): boolean => {
  if (!best) return true;
  const byRank = RANK[candidate.line.status] - RANK[best.line.status];
  if (byRank !== 0) return byRank < 0;
  const ready = Number(readyAfterMq(candidate)) - Number(readyAfterMq(best));
  return ready !== 0 ? ready > 0 : candidate.line.reasons.length < best.line.reasons.length;
};

/**
 * Who may buy what (PRODUCT.md, plans.json): for each traveller, each plan asked about — or every plan
 * of the category when none is — eligible, waiting for the medical questionnaire (with options it can
 * be priced with once taken), or not eligible and why. A plan is eligible when some choice of its options prices; the rules are the quote's own
 * (the same decoding and sale rules, then the same pricing), so an eligible plan quoted with the
 * options answered is priced.
 */
@injectable()
export class CheckEligibilityUseCase {
  constructor(
    @inject(RATING_TOKENS.RateCatalogue) private readonly catalogue: Pick<RateCataloguePort, 'load'>,
    @inject(RATING_TOKENS.Clock) private readonly clock: ClockPort,
  ) {}

  private readonly today = todayOfClock();

  execute(body: unknown): Effect.Effect<EligibilityResponse, InvalidRequest | CatalogueUnavailable> {
    return Effect.gen(this, function* () {
      const decoded = yield* decodeBody(EligibilityRequestCodec, body);
      const withPlans = { ...decoded, paxes: decoded.paxes.map((p) => ({ ...p, plans: p.plans ?? [] })) };
      const checked = checkQuoteBody(withPlans, this.today(this.clock.now()));
      if (Either.isLeft(checked)) return yield* Effect.fail(checked.left);
      const request = checked.right;
      const catalogue = yield* this.catalogue.load();
      const categoryPlans = catalogue.plansByCategory.get(request.travellerCategory) ?? [];
      // Per traveller, per plan: the entries to try (the one asked, or every choice of options).
      const tries = request.paxes.map((p) =>
        p.plans.length > 0 ? p.plans.map((e) => [e]) : categoryPlans.map(optionEntries),
      );
      const rounds = Math.max(1, ...tries.flat().map((entries) => entries.length));
      const best: (Best | undefined)[][] = tries.map((plans) => plans.map(() => undefined));
      let first: Quote | undefined;
      for (let round = 0; round < rounds; round++) {
        const entries = tries.map((plans) => plans.map((e) => e[Math.min(round, e.length - 1)] as PlanEntry));
        const attempt: QuoteRequest = {
          ...request,
          paxes: request.paxes.map((p, i) => ({ ...p, plans: entries[i] ?? [] })),
        };
        const quote = priceQuote(catalogue, attempt);
        if (!quote.ok) return yield* Effect.fail(invalidRequest(quote.errors));
        first ??= quote.value;
        quote.value.paxes.forEach((pax, i) =>
          pax.plans.forEach((line, j) => {
            const entry = entries[i]?.[j];
            if (entry && better({ line, entry }, best[i]?.[j]))
              (best[i] as (Best | undefined)[])[j] = { line, entry };
          }),
        );
        if (best.every((plans) => plans.every((b) => b?.line.status === 'PRICED'))) break;
      }
      const quote = first as Quote;
      return {
        ratesVersion: quote.ratesVersion,
        sampleRates: quote.sampleRates,
        paxes: quote.paxes.map((pax, i) => ({
          referenceNumber: pax.referenceNumber,
          age: pax.age,
          plans: (best[i] ?? []).flatMap((b) =>
            b
              ? [
                  {
                    code: b.line.code,
                    status: b.line.status === 'PRICED' ? ('ELIGIBLE' as const) : b.line.status,
                    reasons: [...b.line.reasons],
                    tripPreference: b.entry.tripPreference,
                  },
                ]
              : [],
          ),
        })),
      };
    });
  }
}

import {
  RecommendUseCase,
  type ApiResult,
  type CatalogueService,
  type QuoteService,
  type RecommendationResponse,
} from '@tripx/application';
import { sampleCatalogue } from '@tripx/domain/test-support';
import { Effect, Either } from 'effect';
import { describe, expect, it } from 'vitest';
import { SessionSlices, memoryStorage } from '../platform/session-slices';
import { TODAY, aFlowContext, aQuoteForm } from '../test-support/builders';
import { NeedsAnalysisStore } from './needs-analysis.store';

const UNUSED = { ok: false, failure: { kind: 'network', code: 'network' } } as const;
const catalogue: CatalogueService = {
  plans: async () => UNUSED,
  needsAnalysis: async () => UNUSED,
  medicalQuestionnaire: async () => UNUSED,
};

/** The recommendation answered by the application's own use case over the sample catalogue. */
const setUp = (tripCost: string) => {
  const form = aQuoteForm({
    travellers: [{ referenceNumber: 1, dateOfBirth: '', age: '38', tripCost, tripBookingDate: '' }],
  });
  const useCase = new RecommendUseCase(
    { load: () => Effect.succeed(sampleCatalogue()) },
    { now: () => new Date(`${TODAY}T12:00:00-05:00`) },
  );
  const sent: unknown[] = [];
  const quotes: QuoteService = {
    quote: async () => UNUSED,
    eligibility: async () => UNUSED,
    recommendation: async (body): Promise<ApiResult<RecommendationResponse>> => {
      sent.push(body);
      const r = await Effect.runPromise(Effect.either(useCase.execute(body)));
      return Either.isRight(r)
        ? { ok: true, value: r.right }
        : { ok: false, failure: { kind: 'refused', code: 'badRequest', message: '', fields: [] } };
    },
  };
  const store = new NeedsAnalysisStore(
    aFlowContext(form),
    catalogue,
    quotes,
    new SessionSlices(memoryStorage()),
  );
  store.answerChosen('tripYearly', 'ONE');
  store.answerChosen('nonRefundableTripCost', 'YES');
  return { store, sent };
};

describe('NeedsAnalysisStore: the recommendation', () => {
  it('sends the quick quote’s trip cost, and trip cancellation comes back priced on it', async () => {
    const { store, sent } = setUp('2500');
    const answer = await store.recommendClicked();
    expect(sent).toEqual([
      expect.objectContaining({ paxes: [expect.objectContaining({ tripCostCents: 250_000 })] }),
    ]);
    expect(store.recommendationState).toBe('fetched');
    expect(answer?.paxes[0]).toMatchObject({
      planCode: 'SEMH',
      optionalBenefits: ['TCI'],
      tripPreference: { tripCostCents: 250_000 },
      plan: { status: 'PRICED', benefits: [{ code: 'TCI', status: 'PRICED', premiumCents: 13_750 }] },
    });
  });

  it('without a trip cost, no trip cancellation: the reason asks for the cost', async () => {
    const { store, sent } = setUp('');
    const answer = await store.recommendClicked();
    expect(sent).toEqual([
      expect.objectContaining({ paxes: [expect.not.objectContaining({ tripCostCents: expect.anything() })] }),
    ]);
    expect(answer?.paxes[0]).toMatchObject({
      planCode: 'SEMH',
      reasons: ['recSingleTrip', 'recTripCostNeeded'],
      optionalBenefits: [],
    });
  });
});

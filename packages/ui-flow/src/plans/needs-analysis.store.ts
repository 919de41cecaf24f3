import {
  buildQuoteRequest,
  quoteMembers,
  type ApiFailure,
  type CatalogueService,
  type NeedsAnalysisQuestionnaire,
  type QuoteService,
  type RecommendationResponse,
  RecommendationResponseCodec,
} from '@tripx/application';
import * as t from 'io-ts';
import { action, makeObservable, observable, runInAction } from 'mobx';
import { type FlowContext, formWithPlaces, planClassOf } from '../quote/flow-context';
import type { SessionSlices } from '../platform/session-slices';

export const NeedAnalysisSlice = t.type({ answers: t.record(t.string, t.string) });
export const RecommendationSlice = t.type({ response: t.union([RecommendationResponseCodec, t.null]) });

type CallState = 'idle' | 'loading' | 'fetched' | 'error';

/**
 * The needs analysis and its recommendation (spec 3, 7.3): the primary traveller answers, and the
 * answers stand for every traveller (insurance, coverage and existing policy "same as primary").
 */
export class NeedsAnalysisStore {
  questionnaire: NeedsAnalysisQuestionnaire | undefined = undefined;
  questionnaireState: CallState = 'idle';
  answers: Readonly<Record<string, string>> = {};
  recommendation: RecommendationResponse | undefined = undefined;
  recommendationState: CallState = 'idle';
  failure: ApiFailure | undefined = undefined;
  private loadedFor = '';

  constructor(
    private readonly ctx: FlowContext,
    private readonly catalogue: CatalogueService,
    private readonly quotes: QuoteService,
    slices: SessionSlices,
  ) {
    makeObservable(this, {
      questionnaire: observable.ref,
      questionnaireState: observable,
      answers: observable.ref,
      recommendation: observable.ref,
      recommendationState: observable,
      failure: observable.ref,
      answerChosen: action,
      reset: action,
    });
    this.answers = slices.load('needAnalysis', NeedAnalysisSlice)?.answers ?? {};
    this.recommendation = slices.load('recommendation', RecommendationSlice)?.response ?? undefined;
    slices.persist('needAnalysis', () => ({ answers: this.answers }));
    slices.persist('recommendation', () => ({ response: this.recommendation ?? null }));
  }

  /** The questionnaire of the category's plan class, in the current language. */
  async opened(): Promise<void> {
    const planClass = planClassOf(this.ctx.form().travellerCategory);
    const key = `${planClass}|${this.ctx.lang()}`;
    if (this.loadedFor === key && this.questionnaireState === 'fetched') return;
    this.loadedFor = key;
    runInAction(() => (this.questionnaireState = 'loading'));
    const r = await this.catalogue.needsAnalysis(planClass, this.ctx.lang());
    runInAction(() => {
      if (this.loadedFor !== key) return;
      this.questionnaire = r.ok ? r.value : undefined;
      this.questionnaireState = r.ok ? 'fetched' : 'error';
    });
  }

  answerChosen(key: string, value: string): void {
    this.answers = { ...this.answers, [key]: value };
  }

  /** Get my recommendation: one call for every traveller (spec 7.3, per-pax answers). */
  async recommendClicked(): Promise<RecommendationResponse | undefined> {
    const form = formWithPlaces(this.ctx);
    const request = buildQuoteRequest(form, {
      lang: this.ctx.lang(),
      today: this.ctx.today(),
      plansFor: () => [],
    });
    if (!request) return undefined;
    // Each traveller's trip cost from the quick quote: trip cancellation is recommended and priced on it.
    const tripCosts = new Map(
      quoteMembers(form, this.ctx.today()).map((m) => [m.referenceNumber, m.tripCostCents]),
    );
    runInAction(() => {
      this.recommendationState = 'loading';
      this.failure = undefined;
    });
    const answers = this.answers;
    const body = {
      ...request,
      paxes: request.paxes.map(({ plans: _plans, ...pax }, i) => {
        const tripCostCents = tripCosts.get(pax.referenceNumber) ?? 0;
        return {
          ...pax,
          ...(tripCostCents > 0 ? { tripCostCents } : {}),
          needsAnalysis: {
            answers,
            ...(i > 0
              ? {
                  insuranceSameAsPrimary: true,
                  coverageSameAsPrimary: true,
                  existingPolicySameAsPrimary: true,
                }
              : {}),
          },
        };
      }),
    };
    const r = await this.quotes.recommendation(body as Parameters<QuoteService['recommendation']>[0]);
    runInAction(() => {
      this.recommendation = r.ok ? r.value : undefined;
      this.recommendationState = r.ok ? 'fetched' : 'error';
      this.failure = r.ok ? undefined : r.failure;
    });
    return r.ok ? r.value : undefined;
  }

  reset(): void {
    this.answers = {};
    this.recommendation = undefined;
    this.recommendationState = 'idle';
  }
}

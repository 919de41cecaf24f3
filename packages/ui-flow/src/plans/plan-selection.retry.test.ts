import type { ApiFailure, QuoteService } from '@tripx/application';
import { describe, expect, it, vi } from 'vitest';
import { callFailureKind } from '../platform/call-failure';
import { SessionSlices, memoryStorage } from '../platform/session-slices';
import { TODAY, aFlowContext, aVisitorForm, travellersAged } from '../test-support/builders';
import { inProcessRating } from '../test-support/in-process-rating';
import { PlanSelectionStore } from './plan-selection.store';

const SERVER_ERROR: ApiFailure = {
  kind: 'refused',
  code: 'internalError',
  message: '',
  fields: [],
  status: 500,
};
const NO_ANSWER: ApiFailure = { kind: 'network', code: 'network' };

/** The plan step over the real rating, whose next quote calls fail with `failures`, one each. */
const planStep = (failures: ApiFailure[]) => {
  const rating = inProcessRating(TODAY);
  const asked: Parameters<QuoteService['quote']>[0][] = [];
  const quotes: QuoteService = {
    ...rating.quotes,
    quote: (body) => {
      asked.push(body);
      const failure = failures.shift();
      return failure ? Promise.resolve({ ok: false, failure }) : rating.quotes.quote(body);
    },
  };
  const store = new PlanSelectionStore(
    aFlowContext(aVisitorForm({ travellers: travellersAged(40) })),
    rating.catalogue,
    quotes,
    new SessionSlices(memoryStorage()),
  );
  return { store, asked };
};

describe('PlanSelectionStore: a failed call and its Retry', () => {
  it('a 500 on the quote as the page opens: the cards stay, unpriced, with the failure; Retry prices them', async () => {
    const { store } = planStep([SERVER_ERROR]);
    await store.entered();
    expect(callFailureKind(store.failure ?? NO_ANSWER)).toBe('server');
    expect(store.cards.size).toBeGreaterThan(0);
    expect([...store.cards.values()].every((c) => c.premium === undefined)).toBe(true);
    await store.retryClicked();
    expect(store.failure).toBeUndefined();
    expect([...store.cards.values()].some((c) => (c.premium ?? 0) > 0)).toBe(true);
  });

  it('a 403 licenceMissing on the quote is the step’s own refusal: the cards stay, unpriced, with its code', async () => {
    const { store } = planStep([{ ...SERVER_ERROR, code: 'licenceMissing', status: 403 }]);
    await store.entered();
    expect(store.quoteState).toBe('error');
    expect(store.failure?.code).toBe('licenceMissing');
    expect(callFailureKind(store.failure ?? NO_ANSWER)).toBeUndefined();
    expect(store.cards.size).toBeGreaterThan(0);
    expect([...store.cards.values()].every((c) => c.premium === undefined)).toBe(true);
  });

  it('a later price answered (the recommendation applied) takes the earlier failure’s notice down', async () => {
    const failures: ApiFailure[] = [];
    const { store } = planStep(failures);
    await store.entered();
    failures.push(SERVER_ERROR);
    store.cardChanged('1:SVTCBH', (c) => ({ ...c, inputs: { ...c.inputs, coverageAmount: 150_000 } }));
    await store.calculateClicked('1:SVTCBH');
    expect(callFailureKind(store.failure ?? NO_ANSWER)).toBe('server');
    store.recommendationApplied({
      ratesVersion: '',
      sampleRates: true,
      currency: 'CAD',
      paxes: [
        {
          referenceNumber: 1,
          age: 40,
          planCode: 'SVTCBH',
          reasons: [],
          tripPreference: {},
          optionalBenefits: [],
          plan: null,
        },
      ],
    });
    await vi.waitFor(() => expect(store.quoteState).toBe('fetched'));
    expect(store.failure).toBeUndefined();
  });

  it('Calculate with no answer: the new amount is kept, and Retry calculates that card again with it', async () => {
    const failures: ApiFailure[] = [];
    const { store, asked } = planStep(failures);
    await store.entered();
    store.cardChanged('1:SVTCBH', (c) => ({ ...c, inputs: { ...c.inputs, coverageAmount: 150_000 } }));
    failures.push(NO_ANSWER);
    asked.length = 0;
    await store.calculateClicked('1:SVTCBH');
    expect(callFailureKind(store.failure ?? SERVER_ERROR)).toBe('offline');
    expect(store.cards.get('1:SVTCBH')).toMatchObject({ calculating: false, premium: undefined });
    expect(store.cards.get('1:SVTCBH')?.inputs.coverageAmount).toBe(150_000);
    await store.retryClicked();
    expect(store.failure).toBeUndefined();
    expect(store.cards.get('1:SVTCBH')?.premium).toBeGreaterThan(0);
    // The same Calculate twice: that card's plan, at the amount the buyer chose.
    expect(asked).toHaveLength(2);
    expect(asked[1]).toEqual(asked[0]);
    expect(JSON.stringify(asked[1])).toContain('150000');
  });
});

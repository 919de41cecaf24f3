// @vitest-environment node
import { addDays, cardOptionPicked, type QuoteForm } from '@tripx/domain';
import { describe, expect, it } from 'vitest';
import { cardKey, memoryStorage, PlanSelectionStore, ProductCardModel, SessionSlices } from '@tripx/ui-flow';
import { TODAY, aFlowContext, aQuoteForm, travellersAged } from '@tripx/ui-flow/test-support';
import { inProcessRating } from '../../../test-support/in-process-services';

const setUp = async (form: QuoteForm, storage = memoryStorage()) => {
  const rating = await inProcessRating(TODAY);
  const store = new PlanSelectionStore(
    aFlowContext(form),
    rating.catalogue,
    rating.quotes,
    new SessionSlices(storage),
  );
  await store.entered();
  const card = (pax: number, code: string) =>
    new ProductCardModel(
      store,
      cardKey(pax, code),
      () => 'en',
      () => form.province,
    );
  return { store, rating, card, storage };
};

/** Chooses a card the way the buyer does: select, agree in the eligibility modal, confirm. */
const choose = (card: ProductCardModel) => {
  card.selectClicked();
  card.eligibilityAgreed(true);
  card.eligibilityConfirmed();
};

describe('PlanSelectionStore, against the in-process rating use cases', () => {
  it('prices a card per plan of the category for each traveller', async () => {
    const { store } = await setUp(aQuoteForm());
    expect(store.planCodes).toEqual(['SEMH', 'MEMH']);
    expect([...store.cards.keys()]).toEqual(['1:SEMH', '1:MEMH']);
    expect(store.cards.get('1:SEMH')?.premium).toBeGreaterThan(0);
    expect(store.ratesVersion).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('selecting a plan asks for the eligibility agreement first (spec 4.3)', async () => {
    const { store, card } = await setUp(aQuoteForm());
    const semh = card(1, 'SEMH');
    semh.selectClicked();
    expect(semh.state.eligibilityModal.open).toBe(true);
    expect(semh.eligibilitySelectEnabled).toBe(false);
    semh.eligibilityConfirmed();
    expect(semh.selected).toBe(false);
    semh.eligibilityAgreed(true);
    semh.eligibilityConfirmed();
    expect(semh.selected).toBe(true);
    expect(store.summary.total).toBe(store.lines.get('1:SEMH')?.totalCents);
    expect(store.complete).toBe(true);
  });

  it('choosing another plan replaces the traveller products (spec 4.6)', async () => {
    const { store, card } = await setUp(aQuoteForm());
    choose(card(1, 'SEMH'));
    choose(card(1, 'MEMH'));
    expect(card(1, 'SEMH').selected).toBe(false);
    expect(store.summary.travellers[0]?.lines.map((l) => l.code)).toEqual(['MEMH']);
  });

  it('an add-on counts only with its chosen plan and adds its own total', async () => {
    const { store, card } = await setUp(aQuoteForm());
    const semh = card(1, 'SEMH');
    expect(semh.addons.every((a) => a.disabled)).toBe(true);
    choose(semh);
    const bag = semh.addons.find((a) => a.code === 'BAG');
    expect(bag?.disabled).toBe(false);
    semh.addonToggled('BAG', true);
    const lines = store.summary.travellers[0]?.lines ?? [];
    expect(lines.map((l) => [l.code, l.type])).toEqual([
      ['SEMH', 'plan'],
      ['BAG', 'optionalBenefit'],
    ]);
    expect(store.summary.total).toBe(lines.reduce((a, l) => a + l.total, 0));
  });

  it('a parameter change drops the price until Calculate prices it again, then the choice counts again', async () => {
    const { store, card } = await setUp(aQuoteForm());
    const semh = card(1, 'SEMH');
    choose(semh);
    const before = semh.premiumCents;
    store.cardChanged(semh.key, (c) => cardOptionPicked(c, 'deductible', 1000));
    expect(semh.premiumCents).toBeUndefined();
    expect(store.complete).toBe(false);
    expect(semh.calculateEnabled).toBe(true);
    await store.calculateClicked(semh.key);
    expect(semh.calculating).toBe(false);
    expect(semh.premiumCents).toBeLessThan(before ?? 0);
    expect(store.complete).toBe(true);
  });

  it('a family plan shows one set of cards and prices every rated traveller', async () => {
    const { store, card } = await setUp(
      aQuoteForm({ familyPlans: 'true', travellers: travellersAged(40, 38, 10) }),
    );
    expect(store.shownPaxIds).toEqual([1]);
    expect(store.ratedPaxIds).toEqual([1, 2]);
    choose(card(1, 'SEMH'));
    expect(store.summary.travellers.map((t) => t.paxId)).toEqual([1, 2]);
    expect(card(1, 'SEMH').premiumCents).toBe(store.summary.total);
  });

  it('a traveller of 65 answers the questionnaire before the plan is priced, then gets a deductible above 0', async () => {
    const { store, card } = await setUp(aQuoteForm({ travellers: travellersAged(65) }));
    const semh = card(1, 'SEMH');
    expect(semh.mqDisplay).toBe('takeQuestionnaire');
    expect(semh.parametersVisible).toBe(false);
    await store.mq.takeClicked(1, 'OCM');
    expect(semh.state.mq.progress).toBe('STARTED');
    for (const p of store.mq.questionnaire?.pages ?? [])
      for (const s of p.sections)
        for (const q of s.questions)
          store.mq.answerChosen(
            q.questionKey,
            q.options.at(-1)?.value === 'NO' ? 'NO' : (q.options[0]?.value ?? ''),
          );
    expect(semh.state.mq.progress).toBe('IN_PROGRESS');
    expect(store.mq.submitClicked()).toBe(false);
    store.mq.declarationChanged(true);
    expect(store.mq.submitClicked()).toBe(true);
    await new Promise((r) => setTimeout(r, 0));
    await store.calculateClicked(semh.key);
    expect(semh.mqDisplay).toBe('parametersWithEdit');
    expect(semh.state.inputs.deductible).toBeGreaterThan(0);
    expect(semh.premiumCents).toBeGreaterThan(0);
  });

  it('a reload keeps the cards, the choice and the prices', async () => {
    const form = aQuoteForm();
    const { card, storage } = await setUp(form);
    choose(card(1, 'SEMH'));
    const rating = await inProcessRating(TODAY);
    const again = new PlanSelectionStore(
      aFlowContext(form),
      rating.catalogue,
      rating.quotes,
      new SessionSlices(storage),
    );
    expect(again.complete).toBe(true);
    expect(again.cards.get('1:SEMH')?.selected).toBe(true);
    await again.entered();
    expect(rating.quotes.requests).toHaveLength(0);
  });

  it('a changed trip prices new cards and forgets the old choice', async () => {
    const storage = memoryStorage();
    const { card } = await setUp(aQuoteForm(), storage);
    choose(card(1, 'SEMH'));
    const longer = aQuoteForm({ returnDate: addDays(TODAY, 60) });
    const { store } = await setUp(longer, storage);
    expect(store.complete).toBe(false);
    expect(store.cards.get('1:SEMH')?.premium).toBeGreaterThan(0);
  });
});

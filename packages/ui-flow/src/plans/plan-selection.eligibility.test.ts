import type { QuoteForm } from '@tripx/domain';
import { describe, expect, it } from 'vitest';
import { SessionSlices, memoryStorage } from '../platform/session-slices';
import { TODAY, aFlowContext, aVisitorForm, travellersAged } from '../test-support/builders';
import { inProcessRating } from '../test-support/in-process-rating';
import { PlanSelectionStore } from './plan-selection.store';
import { ProductCardModel } from './product-card.model';

/** The plan step over the real rating, on a form the test may change (as the quote step does). */
const planStep = (first: QuoteForm, slices = new SessionSlices(memoryStorage())) => {
  let form = first;
  const rating = inProcessRating(TODAY);
  const store = new PlanSelectionStore(
    { ...aFlowContext(), form: () => form },
    rating.catalogue,
    rating.quotes,
    slices,
  );
  const card = (code: string) =>
    new ProductCardModel(
      store,
      `1:${code}`,
      () => 'en',
      () => 'ON',
    );
  const coverage = (code: string, value: number) => card(code).coverageOptions.find((o) => o.value === value);
  return {
    store,
    card,
    coverage,
    rating,
    slices,
    formChanged: (next: Partial<QuoteForm>) => (form = { ...form, ...next }),
  };
};

describe('PlanSelectionStore: eligibility first', () => {
  it('a visitor of 80 sees 150,000 and the enhanced plan not offered, with the reasons; younger, the answer is asked again and both are offered', async () => {
    const step = planStep(aVisitorForm({ travellers: travellersAged(80) }));
    await step.store.entered();
    expect(step.coverage('SVTCBH', 150_000)).toEqual({
      value: 150_000,
      offered: false,
      why: [{ paxId: 1, age: 80, reasons: ['coverageMaxAge'] }],
    });
    expect(step.coverage('SVTCBH', 100_000)?.offered).toBe(true);
    // The plan itself is offered: its parameters stay on the card.
    expect(step.card('SVTCBH').refusals).toEqual([]);
    // Too old for the enhanced plan altogether: the plan says why, for that traveller.
    expect(step.card('SVTCEH').refusals).toEqual([{ paxId: 1, age: 80, reasons: ['planMaxAge'] }]);
    // A card left on the refused amount (a saved one) takes the nearest offered amount on the next entry.
    step.store.cardChanged('1:SVTCBH', (c) => ({ ...c, inputs: { ...c.inputs, coverageAmount: 150_000 } }));
    await step.store.entered();
    expect(step.card('SVTCBH').state.inputs.coverageAmount).toBe(100_000);

    step.formChanged({ travellers: travellersAged(69) });
    await step.store.entered();
    expect(step.rating.eligibilityAsked).toHaveLength(3);
    expect(step.coverage('SVTCBH', 150_000)).toEqual({ value: 150_000, offered: true, why: [] });
    expect(step.card('SVTCEH').refusals).toEqual([]);
  });

  it('a super visa refuses coverage under 100,000; without the super visa the same amounts recover', async () => {
    const step = planStep(aVisitorForm({ superVisa: 'true', travellers: travellersAged(40) }));
    await step.store.entered();
    expect(step.coverage('SVTCBH', 50_000)).toMatchObject({
      offered: false,
      why: [{ paxId: 1, reasons: ['superVisaCoverage'] }],
    });
    step.formChanged({ superVisa: 'false' });
    await step.store.entered();
    expect(step.coverage('SVTCBH', 50_000)?.offered).toBe(true);
  });

  it('after a reload, a card whose saved line was refused is priced again and offered: no sticky "not available"', async () => {
    const slices = new SessionSlices(memoryStorage());
    const before = planStep(aVisitorForm({ travellers: travellersAged(40) }), slices);
    await before.store.entered();
    before.store.cardChanged('1:SVTCBH', (c) => ({ ...c, inputs: { ...c.inputs, coverageAmount: 150_000 } }));
    await before.store.calculateClicked('1:SVTCBH');
    expect(before.store.lines.get('1:SVTCBH')?.status).toBe('PRICED');

    // The visitor is older than the quote form said: the saved card and line are now refused.
    const saved = before.store.lines.get('1:SVTCBH');
    if (!saved) throw new Error('priced line expected');
    before.store.lines = new Map([
      ...before.store.lines,
      ['1:SVTCBH', { ...saved, status: 'NOT_ELIGIBLE', eligible: false, reasons: ['coverageMaxAge'] }],
    ]);
    const after = planStep(aVisitorForm({ travellers: travellersAged(40) }), slices);
    expect(after.store.lines.get('1:SVTCBH')?.status).toBe('NOT_ELIGIBLE');
    await after.store.entered();
    expect(after.store.lines.get('1:SVTCBH')?.status).toBe('PRICED');
    expect(after.card('SVTCBH').refusals).toEqual([]);
    expect(after.card('SVTCBH').premiumCents).toBeGreaterThan(0);
  });
});

import type { QuoteRequestBody } from '@tripx/application';
import type { QuoteForm } from '@tripx/domain';
import { describe, expect, it } from 'vitest';
import {
  aQuoteForm,
  enteredPlanSelection,
  fixedServices,
  semhLine,
  tripCancellationRating,
  travellersAged,
} from '../test-support';
import { ProductCardModel } from './product-card.model';

/** A family's plans step, entered; the first parent's SEMH card stands for the family. */
const familyOnPlans = async (family: QuoteForm) => {
  const requests: QuoteRequestBody[] = [];
  const store = await enteredPlanSelection(family, {
    quotes: tripCancellationRating(requests),
    catalogue: fixedServices(() => semhLine()).catalogue,
  });
  const card = new ProductCardModel(
    store,
    '1:SEMH',
    () => 'en',
    () => 'ON',
  );
  return { store, card, requests };
};

describe('a family of four with two children on the plans step', () => {
  const family = aQuoteForm({
    familyPlans: 'true',
    // Each row holds its share of the trip cost the quick quote asked once: $4,000 for the trip.
    travellers: travellersAged(40, 38, 10, 7),
  });

  it('the one family card holds the whole trip cost, and each member is quoted with the share they entered', async () => {
    const { card, requests } = await familyOnPlans(family);
    expect(card.state.inputs.tripCost).toBe('4000');
    const request = requests.at(-1) as QuoteRequestBody;
    expect(request.paxes.map((p) => p.plans[0]?.tripPreference?.tripCostCents)).toEqual([100_000, 100_000]);
    expect(request.dependents?.map((d) => d.tripCostCents)).toEqual([100_000, 100_000]);
  });

  it('the trip-cancellation toggle states the increase for the whole party, as the server rated it', async () => {
    const { card } = await familyOnPlans(family);
    // 5% of $4,000: $150 on the first parent's line (with the children's shares), $50 on the second's.
    expect(card.addons.find((a) => a.code === 'TCI')?.premiumCents).toBe(20_000);
    expect(card.addons.find((a) => a.code === 'BAG')?.premiumCents).toBe(2 * 2808);
  });

  it('a trip cost changed on the card is shared again, children included, and the purchase carries the same shares', async () => {
    const { store, card, requests } = await familyOnPlans(family);
    card.tripCostChanged('6000');
    card.calculateClicked();
    await new Promise((r) => setTimeout(r, 0));
    const request = requests.at(-1) as QuoteRequestBody;
    expect(request.paxes.map((p) => p.plans[0]?.tripPreference?.tripCostCents)).toEqual([150_000, 150_000]);
    expect(request.dependents?.map((d) => d.tripCostCents)).toEqual([150_000, 150_000]);
    expect(card.addons.find((a) => a.code === 'TCI')?.premiumCents).toBe(30_000);
    store.selectConfirmed('1:SEMH');
    expect(store.purchasePlanFor(2)?.tripPreference?.tripCostCents).toBe(150_000);
    const quote = { dependents: [{ referenceNumber: 3 }, { referenceNumber: 4 }] };
    expect(store.withDependantTripCosts(quote).dependents).toEqual([
      { referenceNumber: 3, tripCostCents: 150_000 },
      { referenceNumber: 4, tripCostCents: 150_000 },
    ]);
  });
});

describe('a family whose members entered different trip costs', () => {
  // The parents' flights and the children's: $3,000, $500, $300 and $200 of a $4,000 trip.
  const family = aQuoteForm({
    familyPlans: 'true',
    travellers: travellersAged(40, 38, 10, 7).map((t, i) => ({
      ...t,
      tripCost: ['3000', '500', '300', '200'][i] ?? '',
    })),
  });

  it('the card holds the whole trip, and each member is quoted on the cost they entered', async () => {
    const { card, requests } = await familyOnPlans(family);
    expect(card.state.inputs.tripCost).toBe('4000');
    const request = requests.at(-1) as QuoteRequestBody;
    expect(request.paxes.map((p) => p.plans[0]?.tripPreference?.tripCostCents)).toEqual([300_000, 50_000]);
    expect(request.dependents?.map((d) => d.tripCostCents)).toEqual([30_000, 20_000]);
  });

  it('a trip cost changed on the card is shared in proportion to what each entered, in the quote and the purchase', async () => {
    const { store, card, requests } = await familyOnPlans(family);
    card.tripCostChanged('6000');
    card.calculateClicked();
    await new Promise((r) => setTimeout(r, 0));
    const request = requests.at(-1) as QuoteRequestBody;
    expect(request.paxes.map((p) => p.plans[0]?.tripPreference?.tripCostCents)).toEqual([450_000, 75_000]);
    expect(request.dependents?.map((d) => d.tripCostCents)).toEqual([45_000, 30_000]);
    store.selectConfirmed('1:SEMH');
    expect(store.purchasePlanFor(1)?.tripPreference?.tripCostCents).toBe(450_000);
    expect(store.purchasePlanFor(2)?.tripPreference?.tripCostCents).toBe(75_000);
    const quote = { dependents: [{ referenceNumber: 3 }, { referenceNumber: 4 }] };
    expect(store.withDependantTripCosts(quote).dependents).toEqual([
      { referenceNumber: 3, tripCostCents: 45_000 },
      { referenceNumber: 4, tripCostCents: 30_000 },
    ]);
  });
});

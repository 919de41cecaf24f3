import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { formatMoney, type Language, type PremiumDisplay } from '@tripx/domain';
import { describe, expect, it } from 'vitest';
import { ProductCardModel } from '../../index';
import { PlanSelectionStore } from '../../plans/plan-selection.store';
import { memoryStorage, SessionSlices } from '../../platform/session-slices';
import {
  TODAY,
  aFlowContext,
  aQuoteForm,
  aVisitorForm,
  enteredPlanSelection,
  fixedServices,
  inProcessRating,
  semhLine,
  travellersAged,
} from '../../test-support';
import { renderWithLabels } from '../../test-support/render-with-labels';
import { FlowViewContext, type FlowView } from '../flow-view-context';
import { ProductCard } from './product-card.view';
import { SelectionTotals } from './selection-totals.view';

/** The visitors' basic plan card, priced by the real rating, shown as `display` says. */
const visitorCard = async (display: PremiumDisplay, lang: Language) => {
  const rating = inProcessRating(TODAY);
  // A visitor of 45: the plans ask a coverage amount (100,000 by default).
  const form = aVisitorForm({ travellers: travellersAged(45) });
  const store = new PlanSelectionStore(
    { ...aFlowContext(form), lang: () => lang },
    rating.catalogue,
    rating.quotes,
    new SessionSlices(memoryStorage()),
  );
  await store.entered();
  const card = new ProductCardModel(
    store,
    '1:SVTCBH',
    () => lang,
    () => 'ON',
    () => display,
  );
  renderWithLabels(<ProductCard card={card} />, lang);
  return { card, store };
};

describe('the premium as the organization’s category shows it (spec 6, issue 16 item 10)', () => {
  it('an agency states the coverage the premium buys, in English and in French typography', async () => {
    const { card: en } = await visitorCard('coverageOrTripCost', 'en');
    expect(en.premiumLine).toMatchObject({ kind: 'amountForCoverage', coverageDollars: 100_000 });
    expect(screen.getByText('for $100,000 of coverage, taxes included')).toBeInTheDocument();
    document.body.innerHTML = '';
    const { card: fr } = await visitorCard('coverageOrTripCost', 'fr');
    // French typography: no-break spaces inside the amount and before the dollar sign.
    expect(screen.getByText(/^pour une garantie de/).textContent).toBe(
      'pour une garantie de 100\u00a0000\u00a0$, taxes incluses',
    );
    // The amount is the price the rating gave, written `1 234,56 $`.
    expect(fr.premiumCents).toBeGreaterThan(0);
    const amount = document.querySelector('.flow-card__amount')?.textContent;
    expect(amount).toBe(formatMoney(fr.premiumCents ?? 0, 'fr'));
    expect(amount).toMatch(/^\d{1,3}(\u00a0\d{3})*,\d{2}\u00a0\$$/);
  });

  it('the chosen plan’s line of the totals says its coverage for an agency, in French', async () => {
    const { store } = await visitorCard('coverageOrTripCost', 'fr');
    store.selectConfirmed('1:SVTCBH');
    document.body.innerHTML = '';
    const flow = { later: { planSelection: store }, premiumDisplay: 'coverageOrTripCost' };
    renderWithLabels(
      <FlowViewContext value={flow as unknown as FlowView}>
        <SelectionTotals />
      </FlowViewContext>,
      'fr',
    );
    expect(screen.getByRole('rowheader', { name: /, garantie de 100\s000\s\$$/ }).textContent).toMatch(
      /, garantie de 100\u00a0000\u00a0\$$/,
    );
  });

  it('the direct channel shows the premium alone', async () => {
    await visitorCard('premium', 'en');
    expect(screen.getByText('taxes included')).toBeInTheDocument();
    expect(screen.queryByText(/of coverage/)).not.toBeInTheDocument();
  });

  it('an agency prices trip cancellation with its trip cost, and asks for the trip cost when it is cleared', async () => {
    const store = await enteredPlanSelection(
      aQuoteForm(),
      fixedServices(() => semhLine()),
    );
    const card = new ProductCardModel(
      store,
      '1:SEMH',
      () => 'fr',
      () => 'ON',
      () => 'coverageOrTripCost',
    );
    renderWithLabels(<ProductCard card={card} />, 'fr');
    expect(
      screen.getByRole('switch', {
        name: 'Trip cancellation and interruption (+148,50\u00a0$ pour un coût de voyage de 2\u00a0500,00\u00a0$)',
      }),
    ).toBeInTheDocument();
    const cost = screen.getByRole('textbox', { name: /Coût du voyage/ });
    await userEvent.setup().clear(cost);
    expect(
      screen.getByRole('switch', {
        name: 'Trip cancellation and interruption (entrez le coût du voyage pour voir son prix)',
      }),
    ).toBeInTheDocument();
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ProductCardModel } from '../../index';
import {
  aQuoteForm,
  enteredPlanSelection,
  fixedServices,
  semhLine,
  travellersAged,
  tripCancellationRating,
} from '@tripx/ui-flow/test-support';
import { renderWithLabels } from '../../test-support/render-with-labels';
import type { QuoteRequestBody } from '@tripx/application';
import type { QuoteForm } from '@tripx/domain';
import { ProductCard } from './product-card.view';

type Line = ReturnType<typeof semhLine>;

const setUp = async (
  line: (r: QuoteRequestBody, call: number) => Line = () => semhLine(),
  form: QuoteForm = aQuoteForm(),
) => {
  const store = await enteredPlanSelection(form, fixedServices(line));
  const card = new ProductCardModel(
    store,
    '1:SEMH',
    () => 'en',
    () => form.province,
  );
  renderWithLabels(<ProductCard card={card} />);
  return { store, card, user: userEvent.setup() };
};

describe('ProductCard (spec 4.3)', () => {
  it('shows the plan, its price with taxes and a select button that is not pressed', async () => {
    await setUp();
    expect(screen.getByRole('heading', { name: 'Single-Trip Emergency Medical' })).toBeInTheDocument();
    expect(screen.getByText('$54.00')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Select Single-Trip Emergency Medical' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    expect(screen.getByRole('link', { name: /Policy wording/ })).toHaveAttribute(
      'href',
      '/documents/en/semh-policy.pdf',
    );
  });

  it('selecting opens the eligibility modal whose select button waits for the agreement', async () => {
    const { user, card } = await setUp();
    await user.click(screen.getByRole('button', { name: 'Select Single-Trip Emergency Medical' }));
    const dialog = screen.getByRole('dialog', { name: /Before you select/ });
    const confirm = within(dialog).getByRole('button', { name: 'Select Single-Trip Emergency Medical' });
    expect(confirm).toBeDisabled();
    await user.click(within(dialog).getByRole('checkbox', { name: /I confirm/ }));
    expect(confirm).toBeEnabled();
    await user.click(confirm);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(card.selected).toBe(true);
    expect(screen.getByRole('button', { name: 'Selected: Single-Trip Emergency Medical' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });

  it('an add-on is a switch, usable once its plan is chosen', async () => {
    const { user, store } = await setUp();
    const bag = screen.getByRole('switch', { name: /Baggage loss and delay \(\+\$28\.08\)/ });
    expect(bag).toBeDisabled();
    await user.click(screen.getByRole('button', { name: /^Select/ }));
    await user.click(screen.getByRole('checkbox', { name: /I confirm/ }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: /^Select/ }));
    await user.click(bag);
    expect(bag).toHaveAttribute('aria-checked', 'true');
    expect(store.summary.total).toBe(5400 + 2808);
  });

  it('in a family, the plan and each add-on state their price for the whole family, as the server rated it', async () => {
    const form = aQuoteForm({ familyPlans: 'true', travellers: travellersAged(40, 38, 10, 7) });
    const store = await enteredPlanSelection(form, {
      quotes: tripCancellationRating(),
      catalogue: fixedServices(() => semhLine()).catalogue,
    });
    renderWithLabels(
      <ProductCard
        card={
          new ProductCardModel(
            store,
            '1:SEMH',
            () => 'en',
            () => 'ON',
          )
        }
      />,
    );
    // 5% of the $4,000 trip: $150 on the first parent's line (the children's shares ride on it), $50 on the other's.
    expect(
      screen.getByRole('switch', {
        name: 'Trip cancellation and interruption (+$200.00 for the whole family)',
      }),
    ).toBeDisabled();
    expect(
      screen.getByRole('switch', { name: 'Baggage loss and delay (+$56.16 for the whole family)' }),
    ).toBeDisabled();
    // The plan's price is the family's too: both parents' shares of the family premium.
    expect(screen.getByText('$108.00')).toBeInTheDocument();
    expect(screen.getByText('for the whole family, taxes included')).toBeInTheDocument();
  });

  it('Calculate is enabled after a parameter change and shows the new price', async () => {
    const { user } = await setUp((r, call) =>
      call === 1
        ? semhLine()
        : semhLine({
            deductible: Number(r.paxes[0]?.plans[0]?.tripPreference?.deductible),
            totalCents: 4800,
          }),
    );
    const calculate = screen.getByRole('button', { name: 'Calculate' });
    expect(calculate).toBeDisabled();
    await user.click(screen.getByRole('combobox', { name: /Deductible/ }));
    await user.click(screen.getByRole('option', { name: '$500' }));
    expect(screen.getByText('Select Calculate to see the price.')).toBeInTheDocument();
    expect(calculate).toBeEnabled();
    await user.click(calculate);
    await waitFor(() => expect(screen.getByText('$48.00')).toBeInTheDocument());
  });

  it('the trip cost above its maximum shows the formatted maximum and disables Calculate', async () => {
    const { user } = await setUp();
    const cost = screen.getByRole('textbox', { name: /Trip cost to insure/ });
    await user.clear(cost);
    await user.type(cost, '25000');
    expect(screen.getByText(/\$20,000\.00/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Calculate' })).toBeDisabled();
  });

  it('a traveller who must answer the questionnaire sees the alert and no parameters', async () => {
    await setUp(
      () => semhLine({ status: 'MQ_REQUIRED', reasons: ['mqRequired'], isMqRequired: true, totalCents: 0 }),
      aQuoteForm({ travellers: travellersAged(65) }),
    );
    expect(screen.getByText(/medical questionnaire is required/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Answer the medical questionnaire' })).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: /Deductible/ })).not.toBeInTheDocument();
  });

  it('a refused questionnaire shows the not-eligible message', async () => {
    await setUp(
      () =>
        semhLine({
          status: 'NOT_ELIGIBLE',
          reasons: ['mqNotEligible'],
          isMqRequired: true,
          isMqTaken: true,
          isMqEligible: false,
          totalCents: 0,
        }),
      aQuoteForm({ travellers: travellersAged(65) }),
    );
    expect(screen.getByText(/not eligible for this plan/i)).toBeInTheDocument();
  });

  it('a plan the trip does not allow says why and cannot be selected', async () => {
    await setUp(() => semhLine({ status: 'NOT_ELIGIBLE', reasons: ['tripDurationGt'], totalCents: 0 }));
    expect(screen.getByText('This plan is not available for this trip:')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Select/ })).not.toBeInTheDocument();
  });
});

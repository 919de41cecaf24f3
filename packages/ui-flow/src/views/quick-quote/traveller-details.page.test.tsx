import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Language } from '@tripx/domain';
import { describe, expect, it, vi } from 'vitest';
import { fixedClock } from '../../platform/clock';
import { memoryStorage, SessionSlices } from '../../platform/session-slices';
import { QuoteFormStore } from '../../quote/quote-form.store';
import { TODAY } from '../../test-support/builders';
import { renderWithLabels } from '../../test-support/render-with-labels';
import { FlowViewContext, type FlowView } from '../flow-view-context';
import { TravellerDetailsPage } from './traveller-details.page';

/** The quick quote page on a real quote form store, in a language. */
const setUp = (lang: Language = 'en') => {
  const clock = fixedClock(TODAY);
  const quoteForm = new QuoteFormStore(clock, new SessionSlices(memoryStorage()));
  const navigate = vi.fn();
  const flow = { lang, clock, quoteForm, showCountry: false, navigate };
  renderWithLabels(
    <FlowViewContext value={flow as unknown as FlowView}>
      <TravellerDetailsPage />
    </FlowViewContext>,
    lang,
  );
  return { quoteForm, navigate, user: userEvent.setup() };
};

describe('The quick quote: an error summary that takes the focus and links each field', () => {
  it('an empty form: the summary takes the focus and its link focuses the first choice of the category', async () => {
    const { user, navigate } = setUp();
    const submit = screen.getByRole('button', { name: 'Continue to trip details' });
    await user.click(submit);
    expect(navigate).not.toHaveBeenCalled();
    const summary = screen.getByRole('alert', { name: 'There is 1 problem to fix' });
    expect(summary).toHaveFocus();
    expect(submit).not.toHaveFocus();
    const link = screen.getByRole('link', { name: /^Who needs coverage\? — / });
    await user.click(link);
    expect(screen.getByRole('radio', { name: /Canadians travelling/ })).toHaveFocus();
  });

  it('a category chosen: each error has its link, its field, and its message inline as well', async () => {
    const { user } = setUp();
    await user.click(screen.getByRole('radio', { name: /Canadians travelling/ }));
    await user.click(screen.getByRole('button', { name: 'Continue to trip details' }));
    const summary = screen.getByRole('alert', { name: /problems to fix/ });
    expect(summary).toHaveFocus();
    const links = screen.getAllByRole('link');
    expect(links.length).toBeGreaterThan(1);
    for (const link of links) {
      await user.click(link);
      const id = link.getAttribute('href')?.slice(1) ?? '';
      const field = document.getElementById(id);
      // The field itself, or (a group) the control inside it, has the focus.
      expect(field?.contains(document.activeElement)).toBe(true);
      const message = link.textContent?.split(' — ')[1] ?? '';
      expect(document.getElementById(`${id}-error`)).toHaveTextContent(message);
    }
    await user.click(screen.getByRole('combobox', { name: /Province or territory/ }));
    await user.click(screen.getByRole('option', { name: 'Ontario' }));
    expect(screen.queryByRole('link', { name: /^Province or territory/ })).not.toBeInTheDocument();
  });

  it('in French, the summary’s title and its links are French', async () => {
    const { user } = setUp('fr');
    await user.click(screen.getByRole('button', { name: 'Continuer vers le voyage' }));
    expect(screen.getByRole('alert', { name: 'Il y a 1 erreur à corriger' })).toHaveFocus();
    expect(screen.getByRole('link', { name: /^Qui doit être assuré/ })).toBeInTheDocument();
  });
});

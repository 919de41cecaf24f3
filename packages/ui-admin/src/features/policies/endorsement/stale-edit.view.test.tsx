import { success } from '@tripx/application';
import { render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { fakeNewCard } from '../test-support/fake-new-card';
import { policiesI18n } from '../test-support/policies-i18n';
import { aBooking, aForm, fakePolicyService, refused } from '../test-support/fake-policy-service';
import { EndorsementStore } from './endorsement.store';
import { StaleEditPanel } from './stale-edit.view';

// Both editors move the return date: the other to 2026-12-13, the user to 2026-12-15.
const staleStore = async () => {
  let version = 3;
  const service = fakePolicyService({
    endorsementForm: async () => {
      const form = aForm({ version: version++ });
      return success(version > 4 ? { ...form, snapshot: { ...form.snapshot, endDate: '2026-12-13' } } : form);
    },
    reQuote: async () => refused('versionConflict'),
  });
  const store = new EndorsementStore(service, 'TX1', () => undefined, fakeNewCard().newCard);
  await store.loaded();
  store.tripChanged('endDate', '2026-12-15');
  await store.reQuoteRequested();
  return store;
};

const renderIn = async (lang: 'en' | 'fr') => {
  const i18n = await policiesI18n(lang);
  render(
    <I18nextProvider i18n={i18n}>
      <StaleEditPanel store={await staleStore()} places={aBooking().places} />
    </I18nextProvider>,
  );
};

describe('the merge after a stale edit (issue 17 item 4)', () => {
  it('in French: Yours and Theirs give the dates in words, never ISO', async () => {
    await renderIn('fr');
    expect(screen.getByRole('radio', { name: 'La vôtre\u00a0: 15\u00a0décembre\u00a02026' })).toBeTruthy();
    expect(screen.getByRole('radio', { name: 'La sienne\u00a0: 13\u00a0décembre\u00a02026' })).toBeTruthy();
    expect(document.body.textContent).not.toMatch(/\d{4}-\d{2}-\d{2}/);
  });

  it('in English: Yours and Theirs give the dates as the English reader writes them', async () => {
    await renderIn('en');
    expect(screen.getByRole('radio', { name: 'Yours: 2026-12-15' })).toBeTruthy();
    expect(screen.getByRole('radio', { name: 'Theirs: 2026-12-13' })).toBeTruthy();
  });
});

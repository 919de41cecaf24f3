import type { Claim } from '@tripx/domain';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import en from '../../../../../translations/admin/booking.en.json';
import fr from '../../../../../translations/admin/booking.fr.json';
import { createI18n, type Lang } from '../../platform/i18n';
import { fakeTranslations } from '../../test-support/admin-test-stores';
import { BookingOptionsStore } from './booking-options.store';
import { BookingOptionsView } from './booking-options.view';

const fetchLabels = fakeTranslations((name) =>
  name === 'booking'
    ? [
        { language: 'en', labels: en },
        { language: 'fr', labels: fr },
      ]
    : [],
);

const renderFor = async (claims: readonly Claim[], category: string | undefined, lang: Lang = 'en') => {
  const store = new BookingOptionsStore({
    claims: () => claims,
    userType: () => 'CIAM_ID',
    organizationCategory: () => category,
    referringAgents: async () => [{ profileCode: 'AG100', firstName: 'Ada', lastName: 'Lovelace' }],
  });
  await store.loadAgents();
  const i18n = await createI18n(lang, fetchLabels);
  const view = (showErrors: boolean) => (
    <I18nextProvider i18n={i18n}>
      <BookingOptionsView store={store} showErrors={showErrors} />
    </I18nextProvider>
  );
  const r = render(view(false));
  return { store, showErrors: () => r.rerender(view(true)) };
};

describe('BookingOptionsView', () => {
  it('an agency user with the payment claims names the referring agent and may let the agency collect', async () => {
    const user = userEvent.setup();
    const { store, showErrors } = await renderFor(['POLICY_BOOKING', 'POLICY_EDIT'], 'AGENCY');
    expect(screen.queryByLabelText(en.applicationDate)).toBeNull();
    showErrors();
    expect(screen.getByText(en.referringAgentRequired)).toBeTruthy();
    await user.click(screen.getByRole('combobox', { name: new RegExp(en.referringAgent) }));
    await user.click(screen.getByRole('option', { name: 'Ada Lovelace (AG100)' }));
    expect(store.referringAgent).toBe('AG100');
    expect(screen.queryByText(en.referringAgentRequired)).toBeNull();
    await user.click(screen.getByRole('radio', { name: en['paymentMethod.PAID_TO_AGENCY'] }));
    expect(store.collectedMethod).toBe('PAID_TO_AGENCY');
    await user.click(screen.getByRole('radio', { name: en['paymentMethod.CASH'] }));
    expect(store.collectedMethod).toBe('CASH');
  });

  it('POLICY_ADMIN outside an agency sees only the application date, in French too', async () => {
    const user = userEvent.setup();
    const { store, showErrors } = await renderFor(['POLICY_BOOKING', 'POLICY_ADMIN'], 'BROKER', 'fr');
    expect(screen.queryByRole('combobox')).toBeNull();
    expect(screen.queryByRole('radio')).toBeNull();
    await user.type(screen.getByRole('textbox', { name: new RegExp(fr.applicationDate) }), '2026-02-30');
    showErrors();
    expect(screen.getByText(fr.applicationDateInvalid)).toBeTruthy();
    expect(store.choices.applicationDate).toBe('2026-02-30');
  });

  it('a staff member with the payment claims outside an agency may take cash (Comptant), not an agency payment', async () => {
    const user = userEvent.setup();
    const { store } = await renderFor(['POLICY_BOOKING', 'POLICY_EDIT'], 'BROKER', 'fr');
    const group = screen.getByRole('radiogroup', { name: new RegExp(fr.payment) });
    expect(within(group).getAllByRole('radio')).toHaveLength(2);
    expect(within(group).getByRole('radio', { name: 'Comptant' })).toBeTruthy();
    expect(within(group).getByRole('radio', { name: fr['paymentMethod.CREDIT_CARD'] })).toBeChecked();
    expect(screen.queryByRole('radio', { name: fr['paymentMethod.PAID_TO_AGENCY'] })).toBeNull();
    await user.click(screen.getByRole('radio', { name: 'Comptant' }));
    expect(store.collectedMethod).toBe('CASH');
  });
});

import type { AuthUser } from '@tripx/application';
import { claimsForRole } from '@tripx/domain';
import { render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import menuEn from '../../../../../translations/admin/menu.en.json';
import menuFr from '../../../../../translations/admin/menu.fr.json';
import { createI18n, type Lang } from '../../platform/i18n';
import { fakeTranslations } from '../../test-support/admin-test-stores';
import { testRouter } from '../../test-support/test-router';
import { loadedSession } from '../../test-support/loaded-session';
import { ToastStore } from '../toasts/toast.store';
import { TopNav } from './top-nav.view';

const MENU = { en: menuEn, fr: menuFr };

/** The top navigation of a signed-in agent whose sign-in answer gave these organization names. */
const renderTopNav = async (lang: Lang, organizationName: AuthUser['organizationName']) => {
  const i18n = await createI18n(
    lang,
    fakeTranslations((name) => (name === 'menu' ? [{ language: lang, labels: MENU[lang] }] : [])),
  );
  const session = await loadedSession(async () => ({
    user: {
      userRef: 'u',
      name: 'Léa Martin',
      userType: 'CIAM_ID',
      organizationCode: 'MAPLE',
      organizations: [],
      organizationName,
    },
    claims: claimsForRole('Consultant_Own', 'CIAM_ID'),
    sessionExpiration: null,
  }));
  const { router } = testRouter(`/admin/?lang=${lang}`);
  render(
    <I18nextProvider i18n={i18n}>
      <TopNav session={session} router={router} toasts={new ToastStore()} />
    </I18nextProvider>,
  );
};

describe('top navigation: the signed-in user’s organization', () => {
  const maple = { en: 'Maple Travel', fr: 'Voyages Érable' };

  it('shows its name from the sign-in answer, in English', async () => {
    await renderTopNav('en', maple);
    expect(screen.getByText('Organization: Maple Travel')).toBeInTheDocument();
  });

  it('shows its French name in French, with the no-break space before the colon', async () => {
    await renderTopNav('fr', maple);
    expect(screen.getByText(/^Organisation/).textContent).toBe('Organisation\u00a0: Voyages Érable');
  });

  it('shows nothing for a user without an organization', async () => {
    await renderTopNav('en', null);
    expect(screen.queryByText(/^Organization/)).toBeNull();
  });
});

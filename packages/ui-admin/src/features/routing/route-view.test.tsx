import type { AuthApi, AuthState } from '@tripx/application';
import { claimsForRole } from '@tripx/domain';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { RouterProvider } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import policies from '../../../../../translations/admin/policies.en.json';
import en from '../../../../../translations/admin/shell.en.json';
import fr from '../../../../../translations/admin/shell.fr.json';
import { createI18n } from '../../platform/i18n';
import { fakeTranslations, testAdminStores, WithAdminStores } from '../../test-support/admin-test-stores';
import { SCREEN_ROUTES, testRouter } from '../../test-support/test-router';
import { loadedSession } from '../../test-support/loaded-session';
import { ToastStore } from '../toasts/toast.store';

const labels = async (lang: 'en' | 'fr' = 'en') =>
  createI18n(
    lang,
    fakeTranslations((name) => [
      { language: lang, labels: name === 'policies' ? policies : lang === 'en' ? en : fr },
    ]),
  );

const stateOf = (role: string | null, userType: 'LAN_ID' | 'CIAM_ID'): AuthState =>
  role
    ? {
        user: {
          userRef: 'r',
          name: 'N',
          userType,
          organizationCode: null,
          organizations: [],
          organizationName: null,
        },
        claims: claimsForRole(role, userType),
        sessionExpiration: null,
      }
    : { user: null, claims: [], sessionExpiration: null };

const setup = async (
  url: string,
  role: string | null,
  userType: 'LAN_ID' | 'CIAM_ID' = 'CIAM_ID',
  user: AuthApi['user'] = async () => stateOf(role, userType),
) => {
  const test = testRouter(url, SCREEN_ROUTES);
  const lang = new URLSearchParams(url.split('?')[1]).get('lang') === 'fr' ? 'fr' : 'en';
  const session = await loadedSession(user);
  // The app's stores in the root's context, as main provides them (screens read them from there).
  render(
    <WithAdminStores stores={testAdminStores({ session, router: test.router, toasts: new ToastStore() })}>
      <I18nextProvider i18n={await labels(lang)}>
        <RouterProvider router={test.data} />
      </I18nextProvider>
    </WithAdminStores>,
  );
  return test;
};

describe('route view', () => {
  it('an allowed route shows its screen (loaded on demand): policy search with its filters', async () => {
    await setup('/admin/policy?lang=en', 'Administrator_Full');
    expect(await screen.findByRole('heading', { name: 'Policy search' })).toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'Search filters' })).toBeInTheDocument();
  });
  it('a refused route goes to the first allowed menu entry, in place of the refused address', async () => {
    const { replaced, router } = await setup('/admin/maintenance?lang=en', 'View_Only');
    // View_Only lacks the configuration claims; its first allowed entry is myReports.
    expect(await screen.findByRole('heading', { name: 'Reports' })).toBeInTheDocument();
    expect(replaced).toEqual(['/admin/reports?lang=en']);
    expect(router.path).toBe('/reports');
  });
  it('an unknown path shows not found', async () => {
    await setup('/admin/no-such-screen?lang=en', 'View_Only');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
  });
  it('/endorsement/{n} opens the policy’s policies tab (spec 2.3)', async () => {
    const { replaced } = await setup('/admin/policy/endorsement/TX1?lang=en', 'Administrator_Full');
    await screen.findAllByRole('heading');
    expect(replaced).toEqual(['/admin/policy/endorsement/TX1/policies?lang=en']);
  });
  it('anonymous users see the single sign-on page: its button names the provider and returns to the address asked for', async () => {
    document.head.innerHTML = '<meta name="tripx-staff-sign-in" content="id.example.org" />';
    await setup('/admin/policy/endorsement/TX1/view?lang=en&x=1', null);
    expect(await screen.findByRole('link', { name: 'Sign in with id.example.org' })).toHaveAttribute(
      'href',
      `/login?lang=en&returnTo=${encodeURIComponent('/admin/policy/endorsement/TX1/view?lang=en&x=1')}`,
    );
  });
  it.each([
    ['en', 'Internal server error', 'Try again'],
    ['fr', 'Erreur interne du serveur', 'Réessayer'],
  ] as const)(
    'a session that cannot be loaded goes to the root path (spec 4.1) and shows the server error with a retry (%s)',
    async (lang, title, retry) => {
      let calls = 0;
      const { replaced, router } = await setup(
        `/admin/policy?lang=${lang}&x=1`,
        null,
        'CIAM_ID',
        async () => {
          calls += 1;
          if (calls === 1) throw new Error('the server did not answer');
          return stateOf('View_Only', 'CIAM_ID');
        },
      );
      expect(await screen.findByRole('heading', { name: title })).toBeInTheDocument();
      expect(replaced).toEqual([`/admin/?lang=${lang}`]);
      expect(router.path).toBe('/');
      await userEvent.click(screen.getByRole('button', { name: retry }));
      // Loaded this time: the root's screen for this user (View_Only: its first allowed entry, reports).
      expect(
        await screen.findByRole('heading', { name: lang === 'en' ? 'Reports' : 'Rapports' }),
      ).toBeInTheDocument();
      expect(calls).toBe(2);
    },
  );
});

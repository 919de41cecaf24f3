import type { AuthApi } from '@tripx/application';
import { claimsForRole } from '@tripx/domain';
import { render, screen } from '@testing-library/react';
import { NEVER } from 'rxjs';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import policies from '../../../../../translations/admin/policies.en.json';
import en from '../../../../../translations/admin/shell.en.json';
import { createI18n } from '../../platform/i18n';
import { fakeTranslations, testAdminStores, WithAdminStores } from '../../test-support/admin-test-stores';
import { SessionStore } from '../session/session.store';
import { ToastStore } from '../toasts/toast.store';
import { RouteView } from './route-view';
import { RouterStore } from './router.store';

const labels = async () =>
  createI18n(
    'en',
    fakeTranslations((name) => [{ language: 'en', labels: name === 'policies' ? policies : en }]),
  );

const setup = async (path: string, role: string | null, userType: 'LAN_ID' | 'CIAM_ID' = 'CIAM_ID') => {
  const replaced: string[] = [];
  const router = new RouterStore({
    pathname: `/admin${path}`,
    search: '?lang=en',
    push: () => undefined,
    replace: (u) => void replaced.push(u),
    onChange: () => () => undefined,
    assign: () => undefined,
  });
  const api: AuthApi = {
    user: async () =>
      role
        ? {
            user: { userRef: 'r', name: 'N', userType, organizationCode: null, organizations: [] },
            claims: claimsForRole(role, userType),
            sessionExpiration: null,
          }
        : { user: null, claims: [], sessionExpiration: null },
    keepAlive: async () => 0,
    logout: async () => '/',
    endSession: async () => undefined,
    switchOrganization: async () => undefined,
  };
  const session = new SessionStore(api, () => NEVER);
  await session.load();
  // The app's stores in the root's context, as main provides them (screens read them from there).
  const toasts = new ToastStore();
  render(
    <WithAdminStores stores={testAdminStores({ session, router, toasts })}>
      <I18nextProvider i18n={await labels()}>
        <RouteView session={session} router={router} toasts={toasts} />
      </I18nextProvider>
    </WithAdminStores>,
  );
  return { replaced };
};

describe('route view', () => {
  it('an allowed route shows its screen: policy search with its filters', async () => {
    await setup('/policy', 'Administrator_Full');
    expect(await screen.findByRole('heading', { name: 'Policy search' })).toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'Search filters' })).toBeInTheDocument();
  });
  it('a refused route goes to the first allowed menu entry', async () => {
    const { replaced } = await setup('/maintenance', 'View_Only');
    // View_Only lacks the configuration claims; its first allowed entry is myReports.
    expect(await screen.findByRole('heading', { name: 'Reports' })).toBeInTheDocument();
    expect(replaced).toEqual(['/admin/reports?lang=en']);
  });
  it('an unknown path shows not found', async () => {
    await setup('/no-such-screen', 'View_Only');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
  });
  it('anonymous users see the single sign-on page with its one button', async () => {
    await setup('/policy', null);
    expect(await screen.findByRole('link', { name: 'Sign in with Azure SSO' })).toHaveAttribute(
      'href',
      '/login?lang=en&returnTo=%2Fadmin%2F',
    );
  });
});

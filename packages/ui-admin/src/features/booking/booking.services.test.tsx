import type { AuthApi, PolicyService } from '@tripx/application';
import { claimsForRole } from '@tripx/domain';
import { fixedClock, memoryStorage } from '@tripx/ui-flow';
import { TODAY, fakeLocations, fixedServices, noConfirmation, semhLine } from '@tripx/ui-flow/test-support';
import { render, screen, waitFor } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { RouterProvider } from 'react-router-dom';
import { NEVER } from 'rxjs';
import { describe, expect, it } from 'vitest';
import shell from '../../../../../translations/admin/shell.en.json';
import common from '../../../../../translations/web/common.en.json';
import quote from '../../../../../translations/web/quote.en.json';
import { createI18n } from '../../platform/i18n';
import { fakeTranslations, testAdminStores, WithAdminStores } from '../../test-support/admin-test-stores';
import { contentViewOf, recordingContentService } from '../../test-support/content-fixtures';
import { SCREEN_ROUTES, testRouter } from '../../test-support/test-router';
import { SessionStore } from '../session/session.store';
import { ToastStore } from '../toasts/toast.store';
import { composeBooking } from './booking.services';

const contentOf = (category: string) =>
  contentViewOf({
    code: 'MAPLE',
    names: ['Maple Travel Group', 'Groupe Voyages Érable'],
    category,
    salesChannel: 'b2b',
    logoFile: 'maple-travel.svg',
    content: { termsAndConditions: 'Maple terms' },
  });

const setUp = async (role: string, category: string, path = '/', storage = memoryStorage()) => {
  const { data, router, pushed, replaced } = testRouter(`/admin${path}?lang=en`, SCREEN_ROUTES);
  let organizationCode = 'MAPLE';
  const session = new SessionStore(
    {
      user: async () => ({
        user: {
          userRef: 'r',
          name: 'N',
          userType: 'CIAM_ID',
          organizationCode,
          organizations: [],
          organizationName: null,
        },
        claims: claimsForRole(role, 'CIAM_ID'),
        sessionExpiration: null,
      }),
      switchOrganization: async (_type: string, code: string) => void (organizationCode = code),
    } as unknown as AuthApi,
    () => NEVER,
  );
  await session.load();
  const { service: contentService, asked } = recordingContentService(() => contentOf(category));
  const { quotes, catalogue } = fixedServices(() => semhLine());
  const policyService: PolicyService = {
    confirmation: noConfirmation,
    create: async () => ({ ok: false, failure: { kind: 'network', code: 'network' } }),
  };
  const booking = composeBooking(
    {
      router,
      session,
      clock: fixedClock(TODAY),
      storage,
      window,
      cardFrameOrigin: 'http://localhost:8081',
      referringAgents: async () => [{ profileCode: 'AG100', firstName: 'Ada', lastName: 'Lovelace' }],
    },
    {
      contentService,
      locationService: fakeLocations([]),
      quoteService: quotes,
      catalogueService: catalogue,
      policyService,
    },
  );
  return { booking, data, router, session, asked, replaced, pushed };
};

/** The route view at `path` for an agency consultant, the booking in the app's stores. */
const renderAt = async (path: string, category = 'AGENCY') => {
  const s = await setUp('Consultant_Agency', category, path);
  s.booking.stores.quoteForm.categoryChosen('TRAVELLING_CANADIANS');
  const files: Record<string, Record<string, string>> = { shell, common, quote };
  const i18n = await createI18n(
    'en',
    fakeTranslations((name) => [{ language: 'en', labels: files[name] ?? {} }]),
  );
  const toasts = new ToastStore();
  const stores = testAdminStores({ session: s.session, router: s.router, toasts, booking: s.booking });
  render(
    <WithAdminStores stores={stores}>
      <I18nextProvider i18n={i18n}>
        <RouterProvider router={s.data} />
      </I18nextProvider>
    </WithAdminStores>,
  );
  return s;
};

describe('the staff app’s booking', () => {
  it('asks for the user’s organization by name; an agency’s user is asked the referring agent', async () => {
    const { booking, asked } = await setUp('Consultant_Agency', 'AGENCY');
    await waitFor(() => expect(booking.stores.options.agents).toHaveLength(1));
    expect(asked).toEqual([{ lang: 'en', organizationCode: 'MAPLE' }]);
    expect(booking.stores.options.isAgency).toBe(true);
    expect(booking.flow.contractText('termsAndConditions')).toBe('Maple terms');
    expect(booking.flow.showCountry).toBe(true);
  });

  it('a direct organization’s user names no referring agent, and Pay does not wait for one', async () => {
    const { booking } = await setUp('Consultant_Agency', 'DIRECT');
    await waitFor(() => expect(booking.content.state).toBe('fetched'));
    expect(booking.stores.options.isAgency).toBe(false);
    expect(booking.stores.options.errors).toEqual([]);
  });

  it('a booking route opened too early goes to the first open step; start over clears the booking', async () => {
    const { booking, pushed } = await setUp('Consultant_Agency', 'AGENCY');
    expect(booking.blockedBefore('payment')).toBe('travellerDetails');
    booking.stores.quoteForm.provinceChosen('ON');
    booking.stores.options.referringAgentChosen('INSURER');
    booking.flow.startOver();
    expect(booking.stores.quoteForm.form.province).toBe('');
    expect(booking.stores.options.referringAgent).toBe('');
    expect(pushed).toEqual(['/admin/?lang=en']);
  });

  it('another organization, or the end of the session, forgets the booking made so far', async () => {
    const storage = memoryStorage();
    const { booking, session } = await setUp('Consultant_Agency', 'AGENCY', '/', storage);
    booking.stores.quoteForm.provinceChosen('ON');
    booking.stores.options.referringAgentChosen('INSURER');
    expect(storage.data.size).toBeGreaterThan(0);
    await session.switchOrganization('MAPLE-TOR');
    expect(booking.stores.quoteForm.form.province).toBe('');
    expect(booking.stores.options.referringAgent).toBe('');
    booking.stores.quoteForm.provinceChosen('QC');
    session.ended();
    expect(booking.stores.quoteForm.form.province).toBe('');
    // What stays in sessionStorage is the empty booking: nothing the user entered.
    const kept = JSON.stringify([...storage.data.values()]);
    expect(kept).not.toMatch(/QC|ON|INSURER/);
    expect(kept).toContain('province');
  });

  it('renders the purchase app’s quote at / with the country of residence (b2b)', async () => {
    await renderAt('/');
    expect(await screen.findByRole('combobox', { name: /^Country of residence/ })).toHaveTextContent(
      'Canada',
    );
  });

  it('an agency’s booking shows its logo and prices with the coverage or trip cost; a direct one neither', async () => {
    const { booking } = await renderAt('/');
    expect(await screen.findByRole('img', { name: 'Maple Travel Group' })).toHaveAttribute(
      'src',
      '/static/logos/maple-travel.svg',
    );
    expect(booking.flow.premiumDisplay).toBe('coverageOrTripCost');
  });

  it('a direct organization’s booking shows no logo and the premium alone', async () => {
    const { booking } = await renderAt('/', 'DIRECT');
    await screen.findByRole('combobox', { name: /^Country of residence/ });
    await waitFor(() => expect(booking.content.state).toBe('fetched'));
    expect(screen.queryByRole('img', { name: 'Maple Travel Group' })).not.toBeInTheDocument();
    expect(booking.flow.premiumDisplay).toBe('premium');
  });

  it('sends /booking back to the quote while the quote is not done', async () => {
    const { replaced } = await renderAt('/booking');
    await waitFor(() => expect(replaced).toEqual(['/admin/?lang=en']));
  });
});

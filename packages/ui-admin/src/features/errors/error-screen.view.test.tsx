import type { AuthApi } from '@tripx/application';
import { render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { NEVER } from 'rxjs';
import { describe, expect, it } from 'vitest';
import en from '../../../../../translations/admin/shell.en.json';
import fr from '../../../../../translations/admin/shell.fr.json';
import { createI18n } from '../../platform/i18n';
import { fakeTranslations, testAdminStores, WithAdminStores } from '../../test-support/admin-test-stores';
import { contentViewOf, recordingContentService } from '../../test-support/content-fixtures';
import { testRouter } from '../../test-support/test-router';
import type { BookingAppServices } from '../booking/booking.services';
import { SessionStore } from '../session/session.store';
import { ErrorScreen, type ErrorKind } from './error-screen.view';

/** CM, a direct brand (no logo). */
const CM = {
  code: 'CM',
  names: ['Cover Me', 'Couvre-moi'],
  category: 'DIRECT',
  salesChannel: 'b2c',
  logoFile: 'cm.svg',
} as const;

/** The screen for a user who works for MAPLE, with the content service's requests recorded. */
const show = async (kind: ErrorKind, lang: 'en' | 'fr') => {
  const { router } = testRouter(`/admin/anywhere?lang=${lang}`);
  const session = new SessionStore(
    {
      user: async () => ({
        user: {
          userRef: 'r',
          name: 'N',
          userType: 'LAN_ID',
          organizationCode: 'MAPLE',
          organizations: [],
          organizationName: null,
        },
        claims: [],
        sessionExpiration: null,
      }),
    } as Pick<AuthApi, 'user'> as AuthApi,
    () => NEVER,
  );
  await session.load();
  const { service: contentService, asked } = recordingContentService((input) =>
    contentViewOf(CM, input.lang),
  );
  const i18n = await createI18n(
    lang,
    fakeTranslations(() => [{ language: lang, labels: lang === 'en' ? en : fr }]),
  );
  render(
    <WithAdminStores
      stores={testAdminStores({
        session,
        router,
        bookingServices: { contentService } as Pick<
          BookingAppServices,
          'contentService'
        > as BookingAppServices,
      })}
    >
      <I18nextProvider i18n={i18n}>
        <ErrorScreen kind={kind} router={router} />
      </I18nextProvider>
    </WithAdminStores>,
  );
  return asked;
};

describe('error screens in the default organization (spec 2.6)', () => {
  it.each([
    ['notfound', 'en', 'Page not found', 'Cover Me'],
    ['notfound', 'fr', 'Page introuvable', 'Couvre-moi'],
    ['error', 'en', 'Internal server error', 'Cover Me'],
    ['error', 'fr', 'Erreur interne du serveur', 'Couvre-moi'],
  ] as const)(
    'the %s screen (%s) shows CM’s face, asked by its code, while the session works for MAPLE',
    async (kind, lang, title, name) => {
      const asked = await show(kind, lang);
      expect(screen.getByRole('heading', { name: title })).toBeInTheDocument();
      expect(await screen.findByText(name)).toBeInTheDocument();
      expect(asked).toEqual([{ lang, organizationCode: 'CM' }]);
    },
  );
  it.each(['en', 'fr'] as const)(
    'the forbidden screen (%s) keeps no other face and asks nothing',
    async (lang) => {
      const asked = await show('forbidden', lang);
      expect(
        screen.getByRole('heading', { name: lang === 'en' ? 'Access denied' : 'Accès refusé' }),
      ).toBeInTheDocument();
      expect(asked).toEqual([]);
      expect(screen.queryByText(/Cover Me|Couvre-moi/)).toBeNull();
    },
  );
});

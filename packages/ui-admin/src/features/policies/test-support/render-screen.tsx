import type { AuthApi } from '@tripx/application';
import { claimsForRole } from '@tripx/domain';
import { render } from '@testing-library/react';
import { NEVER } from 'rxjs';
import { I18nextProvider } from 'react-i18next';
import { RouterProvider } from 'react-router-dom';
import policiesEn from '../../../../../../translations/admin/policies.en.json';
import policiesFr from '../../../../../../translations/admin/policies.fr.json';
import shellEn from '../../../../../../translations/admin/shell.en.json';
import shellFr from '../../../../../../translations/admin/shell.fr.json';
import commonEn from '../../../../../../translations/web/common.en.json';
import commonFr from '../../../../../../translations/web/common.fr.json';
import { createI18n } from '../../../platform/i18n';
import { fakeTranslations, testAdminStores, WithAdminStores } from '../../../test-support/admin-test-stores';
import { SCREEN_ROUTES, testRouter } from '../../../test-support/test-router';
import { SessionStore } from '../../session/session.store';
import { ToastStore } from '../../toasts/toast.store';
import type { fakePolicyService } from './fake-policy-service';

const LABELS: Record<'en' | 'fr', Record<string, Record<string, string>>> = {
  en: { shell: shellEn, policies: policiesEn, common: commonEn },
  fr: { shell: shellFr, policies: policiesFr, common: commonFr },
};

const fetchLabels = fakeTranslations((name) =>
  (['en', 'fr'] as const).map((language) => ({ language, labels: LABELS[language][name] ?? {} })),
);

/** The route view at `path` (with its query, if any) for a signed-in user of `role`, the policy calls answered by `service`. */
export const renderAt = async (
  path: string,
  role: string,
  service: ReturnType<typeof fakePolicyService>,
  lang: 'en' | 'fr' = 'en',
) => {
  const { data, router, pushed } = testRouter(
    `/admin${path}${path.includes('?') ? '&' : '?'}lang=${lang}`,
    SCREEN_ROUTES,
  );
  const api = {
    user: async () => ({
      user: {
        userRef: 'r',
        name: 'N',
        userType: 'LAN_ID',
        organizationCode: null,
        organizations: [],
        organizationName: null,
      },
      claims: claimsForRole(role, 'LAN_ID'),
      sessionExpiration: null,
    }),
  } as unknown as AuthApi;
  const session = new SessionStore(api, () => NEVER);
  await session.load();
  const toasts = new ToastStore();
  render(
    <WithAdminStores stores={testAdminStores({ session, router, toasts, policyService: service })}>
      <I18nextProvider i18n={await createI18n(lang, fetchLabels)}>
        <RouterProvider router={data} />
      </I18nextProvider>
    </WithAdminStores>,
  );
  return { pushed, toasts, router, data };
};

import type { DistributionService, PartnerKeyService, WebhookService } from '@tripx/application';
import { claimsForRole, type UserType } from '@tripx/domain';
import { render } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import en from '../../../../../../translations/admin/distribution.en.json';
import fr from '../../../../../../translations/admin/distribution.fr.json';
import keysEn from '../../../../../../translations/admin/partner-keys.en.json';
import keysFr from '../../../../../../translations/admin/partner-keys.fr.json';
import shellEn from '../../../../../../translations/admin/shell.en.json';
import shellFr from '../../../../../../translations/admin/shell.fr.json';
import webhooksEn from '../../../../../../translations/admin/webhooks.en.json';
import webhooksFr from '../../../../../../translations/admin/webhooks.fr.json';
import apiErrorsEn from '../../../../../../translations/errors/api.en.json';
import apiErrorsFr from '../../../../../../translations/errors/api.fr.json';
import adminErrorsEn from '../../../../../../translations/errors/distribution-admin.en.json';
import adminErrorsFr from '../../../../../../translations/errors/distribution-admin.fr.json';
import webhookErrorsEn from '../../../../../../translations/errors/webhooks.en.json';
import webhookErrorsFr from '../../../../../../translations/errors/webhooks.fr.json';
import { createI18n, type Lang } from '../../../platform/i18n';
import { fakeTranslations, testAdminStores, WithAdminStores } from '../../../test-support/admin-test-stores';
import { testRouter } from '../../../test-support/test-router';
import { errorLabelsLoader } from '../shared/error-labels';
import type { Screen } from '../../screens/screen-registry';
import { loadedSession } from '../../../test-support/loaded-session';
import { ToastStore } from '../../toasts/toast.store';

type LabelFiles = Record<string, Record<Lang, Record<string, string>>>;

const FILES: LabelFiles = {
  distribution: { en, fr },
  shell: { en: shellEn, fr: shellFr },
  'partner-keys': { en: keysEn, fr: keysFr },
  webhooks: { en: webhooksEn, fr: webhooksFr },
};
/** The error labels (translations/errors) a screen test reads. */
const ERROR_FILES: LabelFiles = {
  api: { en: apiErrorsEn, fr: apiErrorsFr },
  'distribution-admin': { en: adminErrorsEn, fr: adminErrorsFr },
  webhooks: { en: webhookErrorsEn, fr: webhookErrorsFr },
};

/** The label files of one space answered by name, in both languages. */
const served = (files: LabelFiles) =>
  fakeTranslations((name) => {
    const file = files[name];
    return file ? (['en', 'fr'] as const).map((l) => ({ language: l, labels: file[l] })) : [];
  });

/** Renders a staff screen with the real label files, a signed-in role and the given services. */
export const renderScreen = async (
  Screen: Screen,
  opts: {
    readonly service?: DistributionService;
    readonly partnerKeys?: PartnerKeyService;
    readonly webhookService?: WebhookService;
    readonly role: string;
    readonly userType?: UserType;
    readonly lang?: Lang;
    readonly params?: Record<string, string>;
    /** The address the screen opens at (under /admin), the app's home by default. */
    readonly url?: string;
  },
) => {
  const lang = opts.lang ?? 'en';
  const userType = opts.userType ?? 'CIAM_ID';
  const i18n = await createI18n(lang, served(FILES));
  const { router, pushed: navigated } = testRouter(opts.url ?? `/admin/?lang=${lang}`);
  const session = await loadedSession(async () => ({
    user: {
      userRef: 'u',
      name: 'N',
      userType,
      organizationCode: 'MAPLE',
      organizations: [],
      organizationName: null,
    },
    claims: claimsForRole(opts.role, userType),
    sessionExpiration: null,
  }));
  const toasts = new ToastStore();
  render(
    <WithAdminStores
      stores={testAdminStores({
        session,
        router,
        toasts,
        errorLabels: errorLabelsLoader(served(ERROR_FILES)),
        ...(opts.service ? { distributionService: opts.service } : {}),
        ...(opts.partnerKeys ? { partnerKeyService: opts.partnerKeys } : {}),
        ...(opts.webhookService ? { webhookService: opts.webhookService } : {}),
      })}
    >
      <I18nextProvider i18n={i18n}>
        <Screen params={opts.params ?? {}} session={session} router={router} toasts={toasts} />
      </I18nextProvider>
    </WithAdminStores>,
  );
  return { navigated, toasts, router };
};

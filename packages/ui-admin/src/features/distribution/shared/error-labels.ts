import type { TranslationService } from '@tripx/application';
import type { i18n } from 'i18next';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useAdminStores } from '../../../app/admin-stores.context';

/** The error label files the distribution screens show (translations/errors), as namespace `errors`. */
const ERROR_FILES = [
  'api',
  'inputs',
  'distribution',
  'distribution-admin',
  'partner-keys',
  'webhooks',
] as const;

/** Loads the error labels into an i18next instance once (spec 7.2 /tms); a failure leaves the keys. */
export type LoadErrorLabels = (instance: i18n) => Promise<void>;

export const errorLabelsLoader = (
  translations: Pick<TranslationService, 'translations'>,
): LoadErrorLabels => {
  const loaded = new WeakMap<i18n, Promise<void>>();
  return (instance) => {
    const pending =
      loaded.get(instance) ??
      Promise.all(
        ERROR_FILES.map(async (name) => {
          // Offline or no server (component tests): the screens show the label keys' fallbacks.
          const r = await translations.translations('errors', name);
          for (const { language, labels } of r.ok ? r.value : [])
            instance.addResourceBundle(language, 'errors', labels, true, true);
        }),
      ).then(() => undefined);
    loaded.set(instance, pending);
    return pending;
  };
};

export const useErrorLabels = (): void => {
  const { i18n } = useTranslation();
  const { errorLabels } = useAdminStores();
  useEffect(() => void errorLabels(i18n), [i18n, errorLabels]);
};

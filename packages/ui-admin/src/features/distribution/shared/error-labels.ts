import type { i18n } from 'i18next';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/** The error label files the distribution screens show (translations/errors), as namespace `errors`. */
const ERROR_FILES = ['api', 'inputs', 'distribution', 'distribution-admin'] as const;

type Space = readonly { language: string; labels: Record<string, string> }[];

const loaded = new WeakMap<i18n, Promise<void>>();

/** Loads the error labels into an i18next instance once (spec 7.2 /tms); a failure leaves the keys. */
export const loadErrorLabels = (
  instance: i18n,
  fetcher: typeof fetch = (...a) => fetch(...a),
): Promise<void> => {
  const pending =
    loaded.get(instance) ??
    Promise.all(
      ERROR_FILES.map(async (name) => {
        try {
          const r = await fetcher(`/tms/translationspaces/errors/translations/${name}`);
          const space = (r.ok ? await r.json() : []) as Space;
          for (const { language, labels } of space)
            instance.addResourceBundle(language, 'errors', labels, true, true);
        } catch {
          // Offline or no server (component tests): the screens show the label keys' fallbacks.
        }
      }),
    ).then(() => undefined);
  loaded.set(instance, pending);
  return pending;
};

export const useErrorLabels = (): void => {
  const { i18n } = useTranslation();
  useEffect(() => void loadErrorLabels(i18n), [i18n]);
};

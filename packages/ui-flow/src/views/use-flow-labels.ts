import type { FieldError, Language } from '@tripx/domain';
import { useTranslation } from 'react-i18next';
import type { FlowNamespace } from '../platform/flow-namespaces';

/**
 * The views' access to labels: `t` for a label of a namespace, `error` for a rule's code in the
 * namespace of the module that owns it (the code is the key, its params the interpolation values).
 * An app with label files of its own passes its wider namespace type.
 */
export const useLabels = <N extends string = FlowNamespace>(ns: NoInfer<N> | 'web.common' = 'web.common') => {
  const { t, i18n } = useTranslation(ns);
  // A code without a label (a label file not there yet) reads as a general message, never as its key.
  const error = (e: FieldError | undefined, errorNs: NoInfer<N> | FlowNamespace): string | undefined =>
    e
      ? i18n.exists(e.code, { ns: errorNs })
        ? t(e.code, { ns: errorNs, ...e.params })
        : t('genericError', { ns: 'web.common' })
      : undefined;
  const lang = (i18n.language === 'fr' ? 'fr' : 'en') as Language;
  return { t, error, lang, locale: lang === 'fr' ? 'fr-CA' : 'en-CA' };
};

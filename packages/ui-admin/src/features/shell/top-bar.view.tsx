import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Lang } from '../../platform/i18n';

interface Props {
  readonly lang: Lang;
  /** The app's home in the page's language. */
  readonly home: string;
  /** Switches to the other language; no toggle without it (white label). */
  readonly onOtherLanguage?: () => void;
  /** Signed out: the agents' sign-in (`signInHref('/ciam', …)`). */
  readonly signIn?: string;
  /** The signed-in tools: before the language toggle (organization) and after it (profile). */
  readonly before?: ReactNode;
  readonly children?: ReactNode;
}

/** The top navigation's frame, signed in or out (plain props, no store: the signed-out page shows it). */
export function TopBar({ lang, home, onOtherLanguage, signIn, before, children }: Props) {
  const { t } = useTranslation();
  const other = lang === 'en' ? 'fr' : 'en';
  return (
    <header className="adm-top">
      <a className="adm-brand" href={home}>
        {t('appTitle')}
      </a>
      <div className="adm-top__tools">
        {before}
        {onOtherLanguage && (
          <button type="button" lang={other} onClick={onOtherLanguage}>
            {t('otherLanguage')}
          </button>
        )}
        {signIn !== undefined && <a href={signIn}>{t('signInAgent')}</a>}
        {children}
      </div>
    </header>
  );
}

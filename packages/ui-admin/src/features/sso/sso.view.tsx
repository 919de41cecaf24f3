import { useTranslation } from 'react-i18next';
import type { RouterStore } from '../routing/router.store';

/** Spec 2.6: the single sign-on page, one SSO button to /login?lang={lang}. */
export function SsoPage({ router }: { readonly router: RouterStore }) {
  const { t } = useTranslation();
  return (
    <section className="adm-sso">
      <h1>{t('ssoTitle')}</h1>
      <p>{t('ssoIntro')}</p>
      <a
        className="tx-button tx-button--primary"
        href={`/login?lang=${router.lang}&returnTo=${encodeURIComponent('/admin/')}`}
      >
        {t('ssoButton')}
      </a>
    </section>
  );
}

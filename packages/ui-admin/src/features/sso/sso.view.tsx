import { useTranslation } from 'react-i18next';

/** Who signs staff in, as the server wrote it in the page (`demo`, `entra`, a host; '' unknown). */
export const staffSignInOf = (document: Pick<Document, 'querySelector'>): string =>
  document.querySelector('meta[name="tripx-staff-sign-in"]')?.getAttribute('content') ?? '';

/** The button's label for the staff realm's provider (`demo`, `entra`, a host name; '' unknown). */
const buttonLabel = (provider: string): [key: string, values?: Record<string, string>] => {
  if (provider === 'demo') return ['ssoButtonDemo'];
  if (provider === 'entra') return ['ssoButtonEntra'];
  return provider ? ['ssoButtonProvider', { provider }] : ['ssoButton'];
};

/**
 * Spec 2.6: the single sign-on page, one button to the staff sign-in (`href`: /login?lang={lang}, back
 * to the address that showed it) naming the provider that runs. Props only, no store: the signed-out
 * page shows it without the signed-in app's code.
 */
export function SsoPage({ href, provider }: { readonly href: string; readonly provider: string }) {
  const { t } = useTranslation();
  const [key, values] = buttonLabel(provider);
  return (
    <section className="adm-sso">
      <h1>{t('ssoTitle')}</h1>
      <p>{t('ssoIntro')}</p>
      <a className="tx-button tx-button--primary" href={href}>
        {t(key, values)}
      </a>
    </section>
  );
}

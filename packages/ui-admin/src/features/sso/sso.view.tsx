import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useAdminStores } from '../../app/admin-stores.context';
import { signInHref } from './sign-in-href';

/** The button's label for the staff realm's provider (`demo`, `entra`, a host name; '' unknown). */
const buttonLabel = (provider: string): [key: string, values?: Record<string, string>] => {
  if (provider === 'demo') return ['ssoButtonDemo'];
  if (provider === 'entra') return ['ssoButtonEntra'];
  return provider ? ['ssoButtonProvider', { provider }] : ['ssoButton'];
};

/**
 * Spec 2.6: the single sign-on page, one button to the staff sign-in (/login?lang={lang}) naming the
 * provider that runs; sign-in returns to the address that showed it (the app's home from /sso itself).
 */
export const SsoPage = observer(function SsoPage() {
  const { t } = useTranslation();
  const { router, staffSignIn } = useAdminStores();
  const [key, values] = buttonLabel(staffSignIn);
  return (
    <section className="adm-sso">
      <h1>{t('ssoTitle')}</h1>
      <p>{t('ssoIntro')}</p>
      <a className="tx-button tx-button--primary" href={signInHref('/login', router)}>
        {t(key, values)}
      </a>
    </section>
  );
});

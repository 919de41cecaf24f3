import { shellVisibility, type MenuEntry } from '@tripx/domain';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { RouterStore } from '../routing/router.store';
import type { SessionStore } from '../session/session.store';
import { signInHref } from '../sso/sign-in-href';
import { OrganizationSwitcher } from './organization-switcher.view';
import { TopBar } from './top-bar.view';
import type { ToastStore } from '../toasts/toast.store';

interface Props {
  readonly session: SessionStore;
  readonly router: RouterStore;
  readonly toasts: ToastStore;
}

/** Top navigation: the user's organization, sign-in link, profile drop-down (logout), language toggle. */
export const TopNav = observer(function TopNav({ session, router, toasts }: Props) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const user = session.accessUser;
  const shell = shellVisibility({ isAdmin: true, ...(user ? { user } : {}) });
  const other = router.lang === 'en' ? 'fr' : 'en';
  // The current organization's name as the sign-in answer gave it (no call of its own), in the page's language.
  const organization = session.user?.organizationName;
  const activate = async (entry: MenuEntry) => {
    setOpen(false);
    if (entry.target.kind === 'logout') router.leave(await session.logout(router.lang));
  };
  return (
    <TopBar
      lang={router.lang}
      home={router.href('/')}
      {...(shell.languageToggle ? { onOtherLanguage: () => router.setLang(other) } : {})}
      {...(shell.signInLink ? { signIn: signInHref('/ciam', router) } : {})}
      before={
        <>
          {organization && (
            <p className="adm-current-org">
              {t('menu:currentOrganization', { organization: organization[router.lang] })}
            </p>
          )}
          {shell.organizationSwitcher && <OrganizationSwitcher session={session} toasts={toasts} />}
        </>
      }
    >
      {session.user && (
        <div className="adm-profile">
          <button
            type="button"
            aria-expanded={open}
            aria-controls="adm-profile-menu"
            onClick={() => setOpen(!open)}
          >
            {t('menu:profileMenu')} — {session.user.name}
          </button>
          {open && (
            <ul id="adm-profile-menu" aria-label={t('menu:profileMenu')}>
              {shell.profileMenu.map((entry) => (
                <li key={entry.id}>
                  <button type="button" data-entry={entry.id} onClick={() => void activate(entry)}>
                    {t(`menu:${entry.id}`)}
                  </button>
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
    </TopBar>
  );
});

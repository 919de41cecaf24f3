import { shellVisibility } from '@tripx/domain';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import type { RouterStore } from '../routing/router.store';
import type { SessionStore } from '../session/session.store';

/** Side menu of spec 2.6: the entries the user's claims and user type allow, in the spec's order. */
export const SideMenu = observer(function SideMenu({
  session,
  router,
}: {
  readonly session: SessionStore;
  readonly router: RouterStore;
}) {
  const { t } = useTranslation();
  const user = session.accessUser;
  if (!user) return null;
  const entries = shellVisibility({ isAdmin: true, user }).sideMenu;
  return (
    <nav className="adm-side" aria-label={t('menu:mainMenu')}>
      <ul>
        {entries.map((entry) =>
          entry.target.kind === 'route' ? (
            <li key={entry.id}>
              <a
                data-entry={entry.id}
                href={router.href(entry.target.path)}
                aria-current={router.path === entry.target.path ? 'page' : undefined}
                onClick={(e) => {
                  e.preventDefault();
                  if (entry.target.kind === 'route') router.navigate(entry.target.path);
                }}
              >
                {t(`menu:${entry.id}`)}
              </a>
            </li>
          ) : null,
        )}
      </ul>
    </nav>
  );
});

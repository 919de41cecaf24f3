import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import type { SessionStore } from '../session/session.store';
import type { ToastStore } from '../toasts/toast.store';

/** Organization selection for non-CIAM users (spec 6); the server checks the choice is in scope. */
export const OrganizationSwitcher = observer(function OrganizationSwitcher({
  session,
  toasts,
}: {
  readonly session: SessionStore;
  readonly toasts: ToastStore;
}) {
  const { t } = useTranslation();
  const user = session.user;
  if (!user) return null;
  return (
    <label className="adm-org">
      <span>{t('menu:switchOrganization')}</span>
      <select
        value={user.organizationCode ?? ''}
        onChange={async (e) => {
          const code = e.target.value;
          const ok = await session.switchOrganization(code);
          toasts.show(
            ok ? 'success' : 'error',
            ok ? t('organizationSwitched', { organization: code }) : t('organizationSwitchFailed'),
          );
        }}
      >
        {user.organizations.map((o) => (
          <option key={o.organizationCode} value={o.organizationCode}>
            {o.organizationCode}
          </option>
        ))}
      </select>
    </label>
  );
});

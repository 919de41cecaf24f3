import { IdleReminder, useIdleSession, type IdleSessionController } from '@tripx/ui-kit';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import type { RouterStore } from '../routing/router.store';
import type { SessionStore } from './session.store';

function Reminder({
  controller,
  router,
}: {
  readonly controller: IdleSessionController;
  readonly router: RouterStore;
}) {
  const { t } = useTranslation();
  const state = useIdleSession(controller);
  return (
    <IdleReminder
      state={state}
      texts={{
        title: t('idleTitle'),
        countdown: (seconds) => t('idleCountdown', { seconds }),
        refresh: t('idleRefresh'),
        signOut: t('idleSignOut'),
        timedOutTitle: t('timedOutTitle'),
        timedOut: t('timedOut'),
        signInAgain: t('signInAgain'),
      }}
      onRefresh={() => void controller.refresh()}
      onSignOut={() => controller.signOut()}
      onSignInAgain={() => router.leave(router.href('/sso'))}
    />
  );
}

/** The idle reminder of spec 4.1 while a session is watched. */
export const IdleReminderHost = observer(function IdleReminderHost({
  session,
  router,
}: {
  readonly session: SessionStore;
  readonly router: RouterStore;
}) {
  return session.idle ? <Reminder controller={session.idle} router={router} /> : null;
});

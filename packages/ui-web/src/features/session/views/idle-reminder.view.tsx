import { IdleReminder, useIdleSession } from '@tripx/ui-kit';
import { observer } from 'mobx-react-lite';
import { useStores } from '../../../app/stores-context';
import { useLabels } from '../../../platform/use-labels';
import type { IdleSessionStore } from '../store/idle-session.store';

/** The reminder's dialog over the idle store: the countdown, refresh, sign out and start again. */
export const IdleReminderDialog = observer(function IdleReminderDialog({
  idle,
}: {
  readonly idle: IdleSessionStore;
}) {
  const { app } = useStores();
  const state = useIdleSession(idle.controller);
  const { t } = useLabels();
  return (
    <IdleReminder
      state={state}
      texts={{
        title: t('idleTitle'),
        countdown: (s) => t('idleCountdown', { count: s }),
        refresh: t('idleRefresh'),
        signOut: t('idleCancel'),
        timedOutTitle: t('idleTimedOutTitle'),
        timedOut: t('idleTimedOut'),
        signInAgain: t('idleStartAgain'),
      }}
      onRefresh={() => idle.refreshClicked()}
      onSignOut={() => idle.signOutClicked()}
      onSignInAgain={() => app.startOver()}
    />
  );
});

import { observer } from 'mobx-react-lite';
import { lazy, Suspense } from 'react';
import { useStores } from '../../../app/stores-context';

/** The dialog's code comes with the idle store (rxjs), at the first key or click: not on the first page. */
const Reminder = lazy(() => import('./idle-reminder.view').then((m) => ({ default: m.IdleReminderDialog })));

/** The idle-session reminder (spec 4.1) with the app's labels. */
export const SessionReminder = observer(function SessionReminder() {
  const { deferred } = useStores();
  return deferred.idle ? (
    <Suspense fallback={null}>
      <Reminder idle={deferred.idle} />
    </Suspense>
  ) : null;
});

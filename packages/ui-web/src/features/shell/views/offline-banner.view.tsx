import { useLabels } from '../../../platform/use-labels';
import { useOnline } from '../../../platform/use-online';

/** Said on every page while the browser is offline: nothing typed is lost, calls are retried once back. */
export function OfflineBanner() {
  const { t } = useLabels('web.common');
  const online = useOnline();
  return (
    <p className={online ? 'web-offline' : 'web-offline web-offline--shown'} role="status">
      {online ? '' : `${t('offlineTitle')}. ${t('failureKept')}`}
    </p>
  );
}

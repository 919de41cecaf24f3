import { observer } from 'mobx-react-lite';
import { useStores } from '../../../app/stores-context';
import { useLabels } from '../../../platform/use-labels';

/** Why the buyer sees this step rather than the one the address asked for (the flow's guard). */
export const StepRedirectNotice = observer(function StepRedirectNotice() {
  const { page } = useStores();
  const { t } = useLabels('web.common');
  return page.redirectedTo ? (
    <p className="web-notice" role="status">
      {t(`stepBlocked.${page.redirectedTo}`)}
    </p>
  ) : null;
});

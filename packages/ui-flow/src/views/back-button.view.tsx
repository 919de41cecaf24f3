import type { FlowStep } from '../compose/flow-progress';
import { useFlow } from './flow-view-context';
import { useLabels } from './use-flow-labels';

/** A step's Back button: to the step before it, in the app's own paths. */
export const BackButton = ({ to }: { readonly to: FlowStep }) => {
  const flow = useFlow();
  const { t } = useLabels('web.common');
  return (
    <button type="button" className="tx-button tx-button--secondary" onClick={() => flow.navigate(to)}>
      {t('back')}
    </button>
  );
};

import { Stepper } from '@tripx/ui-kit';
import { observer } from 'mobx-react-lite';
import { useStores } from '../../../app/stores-context';
import { useLabels } from '../../../platform/use-labels';
import { STEP_IDS, isStep } from '../../routing/routes';

/** The progress of the purchase (spec 2.8 stepper); completed steps go back to that step. */
export const PurchaseStepper = observer(function PurchaseStepper() {
  const { page, navigation, app } = useStores();
  const { t } = useLabels();
  const current = page.page;
  if (!isStep(current)) return null;
  return (
    <Stepper
      label={t('stepperLabel')}
      steps={STEP_IDS.map((id) => ({ id, label: t(`step.${id}`) }))}
      current={current}
      statusLabels={{ complete: t('stepComplete'), current: t('stepCurrent'), upcoming: t('stepUpcoming') }}
      progressText={(n, total) => t('stepProgress', { n, total })}
      onStepSelect={
        current === 'confirmation'
          ? undefined
          : (id) => app.blockedBefore(id) === undefined && navigation.go(id)
      }
    />
  );
});

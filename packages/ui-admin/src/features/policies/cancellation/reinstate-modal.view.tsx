import { Modal, RadioGroup } from '@tripx/ui-kit';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { chargeOptionKey } from '../shared/new-card';
import { NewCardField } from '../shared/new-card-field.view';
import type { CancellationStore } from './cancellation.store';

/** POLICY_ADMIN reinstates a cancelled policy, choosing how what is due is charged. */
export const ReinstateModal = observer(function ReinstateModal({
  store,
}: {
  readonly store: CancellationStore;
}) {
  const { t } = useTranslation('policies');
  const policyNumber = store.reinstating;
  return (
    <Modal
      open={policyNumber !== undefined}
      title={t('reinstate.title', { policyNumber })}
      onClose={() => store.reinstateDismissed()}
      closeLabel={t('close')}
      footer={
        <>
          <button
            type="button"
            className="tx-button tx-button--primary"
            disabled={store.busy}
            onClick={() => void store.reinstated()}
          >
            {t('reinstate.confirm')}
          </button>
          <button
            type="button"
            className="tx-button tx-button--secondary"
            onClick={() => store.reinstateDismissed()}
          >
            {t('reinstate.keep')}
          </button>
        </>
      }
    >
      <RadioGroup
        legend={t('reinstate.chargeBy')}
        options={store.reinstateMethods.map((m) => ({ value: m, label: t(chargeOptionKey(m)) }))}
        value={store.reinstateMethod}
        onChange={(m) => store.reinstateMethodChosen(m)}
      />
      {store.reinstateMethod === 'CREDIT_CARD' && <NewCardField newCard={store.newCard} />}
    </Modal>
  );
});

import { Modal, RadioGroup } from '@tripx/ui-kit';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { MoneyToMove, TransactionReceipt } from '../shared/money-shown.view';
import { chargeOptionKey } from '../shared/new-card';
import { NewCardField } from '../shared/new-card-field.view';
import { useMoney } from '../shared/use-money';
import type { CancellationStore } from './cancellation.store';

/**
 * POLICY_ADMIN reinstates a cancelled policy: the amount the server would charge and the card, how
 * it is charged, then what was charged (amount, card, reference, Toronto time).
 */
export const ReinstateModal = observer(function ReinstateModal({
  store,
}: {
  readonly store: CancellationStore;
}) {
  const { t } = useTranslation('policies');
  const money = useMoney();
  const policyNumber = store.reinstating;
  const preview = store.reinstatePreview;
  const result = store.reinstateResult;
  return (
    <Modal
      open={policyNumber !== undefined}
      title={t('reinstate.title', { policyNumber })}
      onClose={() => store.reinstateDismissed()}
      closeLabel={t('close')}
      footer={
        result ? (
          <button
            type="button"
            className="tx-button tx-button--primary"
            onClick={() => store.reinstateDismissed()}
          >
            {t('close')}
          </button>
        ) : (
          <>
            <button
              type="button"
              className="tx-button tx-button--primary"
              disabled={store.busy || !preview}
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
        )
      }
    >
      {result ? (
        <TransactionReceipt transactions={result.transactions} />
      ) : (
        <>
          {store.notice && preview && (
            <p role="alert">
              {store.notice === 'declined'
                ? t('money.declined')
                : t('money.amountChanged', { amount: money(preview.dueCents) })}
            </p>
          )}
          <RadioGroup
            legend={t('reinstate.chargeBy')}
            options={store.reinstateMethods.map((m) => ({ value: m, label: t(chargeOptionKey(m)) }))}
            value={store.reinstateMethod}
            onChange={(m) => store.reinstateMethodChosen(m)}
          />
          {preview && (
            <MoneyToMove
              direction="CHARGE"
              amountCents={preview.dueCents}
              method={store.reinstateMethod}
              card={preview.card}
            />
          )}
          {store.reinstateMethod === 'CREDIT_CARD' && <NewCardField newCard={store.newCard} />}
        </>
      )}
    </Modal>
  );
});

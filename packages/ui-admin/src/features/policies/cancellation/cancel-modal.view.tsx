import type { PolicyBookingView } from '@tripx/application';
import { CheckboxGroup, Modal, TextArea } from '@tripx/ui-kit';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { MoneyToMove, TransactionReceipt } from '../shared/money-shown.view';
import { useMoney } from '../shared/use-money';
import type { CancellationStore } from './cancellation.store';

/**
 * The cancel modal: which traveller policies, the reason, the refund and the card it goes back to;
 * then the refund each one got and the transactions.
 */
export const CancelModal = observer(function CancelModal({
  store,
  booking,
}: {
  readonly store: CancellationStore;
  readonly booking: PolicyBookingView;
}) {
  const { t } = useTranslation('policies');
  const money = useMoney();
  const active = booking.paxes.filter((p) => p.policyStatus === 'ACTIVE');
  const result = store.result;
  return (
    <Modal
      open={store.open}
      title={t('cancel.title')}
      onClose={() => store.dismissed()}
      closeLabel={t('close')}
      footer={
        result ? (
          <button type="button" className="tx-button tx-button--primary" onClick={() => store.dismissed()}>
            {t('close')}
          </button>
        ) : (
          <>
            <button
              type="button"
              className="tx-button tx-button--primary"
              disabled={!store.canConfirm}
              onClick={() => void store.confirmed()}
            >
              {t('cancel.confirm')}
            </button>
            <button
              type="button"
              className="tx-button tx-button--secondary"
              onClick={() => store.dismissed()}
            >
              {t('cancel.keep')}
            </button>
          </>
        )
      }
    >
      {result ? (
        <>
          <ul className="adm-policies__refunds">
            {result.paxes.map((p) => (
              <li key={p.policyNumber}>
                {t('cancel.refunded', {
                  policyNumber: p.policyNumber,
                  amount: money(p.refundCents),
                  status: t(`status.${p.status}`),
                })}
              </li>
            ))}
          </ul>
          {result.paxes.some((p) => p.refundCents > 0) && (
            <TransactionReceipt transactions={result.transactions} />
          )}
        </>
      ) : (
        <>
          {store.notice === 'amountChanged' && (
            <p role="alert">{t('money.amountChanged', { amount: money(store.refundTotal) })}</p>
          )}
          <p>{t('cancel.rule')}</p>
          <CheckboxGroup
            legend={t('cancel.paxes')}
            options={active.map((p) => {
              const refund = store.preview?.paxes.find((x) => x.policyNumber === p.policyNumber);
              return {
                value: p.policyNumber,
                label: `${p.policyNumber} — ${p.firstName} ${p.lastName}`,
                hint: refund && t('cancel.refundPreview', { amount: money(refund.refundCents) }),
              };
            })}
            value={store.chosen}
            onChange={(v) => store.paxesChosen(v)}
          />
          {store.preview && (
            <MoneyToMove
              direction="REFUND"
              amountCents={store.refundTotal}
              method="ORIGINAL"
              card={store.preview.paxes.find((p) => store.chosen.includes(p.policyNumber))?.card ?? null}
            />
          )}
          <TextArea
            label={t('cancel.reason')}
            required
            maxLength={500}
            value={store.reason}
            onChange={(v) => store.reasonChanged(v)}
          />
        </>
      )}
    </Modal>
  );
});

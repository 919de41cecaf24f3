import type { TripPlaces } from '@tripx/application';
import { RadioGroup, TextInput } from '@tripx/ui-kit';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { fieldWords } from '../file/history-words';
import { DataTable } from '../shared/data-table.view';
import { ConfirmMoneyDialog, MoneyToMove, TransactionReceipt } from '../shared/money-shown.view';
import { chargeOptionKey } from '../shared/new-card';
import { NewCardField } from '../shared/new-card-field.view';
import { useMoney } from '../shared/use-money';
import { EndorsementFields } from './endorsement-fields.view';
import type { EndorsementStore } from './endorsement.store';
import { StaleEditPanel } from './stale-edit.view';

/**
 * The edit tab: trip changes, the re-quote (per traveller and total), then charge or refund: the
 * amount and the card are confirmed before anything moves, and what moved is shown after. After a
 * stale save, the merge with the other editor's changes comes first.
 */
export const EndorsementPanel = observer(function EndorsementPanel({
  store,
  places,
  mayChooseDay,
}: {
  readonly store: EndorsementStore;
  /** The policy's places by their names, for the merge after a stale save. */
  readonly places: TripPlaces;
  /** POLICY_ADMIN (customApplicationDate): the change may apply on another day than today. */
  readonly mayChooseDay: boolean;
}) {
  const { t } = useTranslation('policies');
  const money = useMoney();
  const quote = store.quote;
  if (!store.form) return store.errorKey ? <p role="alert">{t(store.errorKey)}</p> : null;
  return (
    <>
      <form
        className="adm-policies__filters"
        aria-label={t('edit.form')}
        onSubmit={(e) => {
          e.preventDefault();
          void store.reQuoteRequested();
        }}
      >
        <StaleEditPanel store={store} places={places} />
        <EndorsementFields store={store} />
        {mayChooseDay && (
          <TextInput
            label={t('edit.applicationDate')}
            hint={t('edit.applicationDateHint')}
            error={store.invalid.includes('applicationDate') ? t('error.dateInvalid') : undefined}
            value={store.applicationDate}
            onChange={(v) => store.applicationDateChanged(v)}
          />
        )}
        <div className="adm-policies__actions">
          <button
            type="submit"
            className="tx-button tx-button--primary"
            disabled={store.busy || store.invalid.length > 0 || store.unchosen.length > 0}
          >
            {t('edit.reQuote')}
          </button>
        </div>
      </form>
      {store.errorKey && <p role="alert">{t(store.errorKey)}</p>}
      {store.receipt && store.receipt.length > 0 && <TransactionReceipt transactions={store.receipt} />}
      {store.retryable && (
        <button
          type="button"
          className="tx-button tx-button--secondary"
          onClick={() => void store.retryRequested()}
        >
          {t('edit.retry')}
        </button>
      )}
      {quote && (
        <section aria-label={t('edit.quote')}>
          <DataTable
            caption={t('edit.deltas')}
            columns={['policyNumber', 'premium', 'delta']}
            rows={quote.policyDelta.map((d) => [
              d.policyNumber,
              [
                d.policyNumber,
                money(quote.premiums.find((p) => p.policyNumber === d.policyNumber)?.premium ?? 0),
                money(d.deltaAmount),
              ],
            ])}
          />
          <p>{t('edit.total', { amount: money(quote.deltaTotal) })}</p>
          <DataTable
            caption={t('edit.changes')}
            columns={['field', 'from', 'to']}
            rows={quote.changes.map((c, i) => [
              `${c.fieldChanged}-${i}`,
              [fieldWords(t, c.fieldChanged), c.from, c.to],
            ])}
          />
          {quote.payment.type !== 'NONE' && (
            <RadioGroup
              legend={t(`edit.${quote.payment.type === 'CHARGE' ? 'chargeBy' : 'refundBy'}`, {
                amount: money(quote.payment.amount),
              })}
              options={store.methods.map((m) => ({ value: m, label: t(chargeOptionKey(m)) }))}
              value={store.method}
              onChange={(m) => store.methodChosen(m)}
            />
          )}
          {quote.payment.type !== 'NONE' && store.method !== '' && (
            <MoneyToMove
              direction={quote.payment.type === 'CHARGE' ? 'CHARGE' : 'REFUND'}
              amountCents={quote.payment.amount}
              method={store.method}
              card={quote.card}
            />
          )}
          {quote.payment.type === 'CHARGE' && store.method === 'CREDIT_CARD' && (
            <NewCardField newCard={store.newCard} />
          )}
          <button
            type="button"
            className="tx-button tx-button--primary"
            disabled={store.busy || (quote.payment.type !== 'NONE' && store.method === '')}
            onClick={() => store.applyRequested()}
          >
            {t('edit.apply')}
          </button>
          <ConfirmMoneyDialog
            open={store.confirming}
            busy={store.busy}
            direction={quote.payment.type === 'CHARGE' ? 'CHARGE' : 'REFUND'}
            amountCents={quote.payment.type === 'NONE' ? 0 : quote.payment.amount}
            method={store.method}
            card={quote.card}
            onConfirm={() => void store.applyConfirmed()}
            onBack={() => store.applyCancelled()}
          />
        </section>
      )}
    </>
  );
});

import type { TravellerPaymentMethod } from '@tripx/domain';
import { Dropdown, RadioGroup, TextInput } from '@tripx/ui-kit';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { INSURER_OPTION, referringAgentLabel } from './booking-options';
import type { BookingOptionsStore } from './booking-options.store';
import type { BookingStores } from './booking-stores';

/**
 * The staff questions of a booking (spec 2.2, 6), each shown only when the session is offered it:
 * the referring agent (agency users), the payment method (card, cash, paid at the agency: as
 * `paymentMethodsOffered` allows) and
 * the application date (POLICY_ADMIN).
 */
export const BookingOptionsView = observer(function BookingOptionsView({
  store,
  showErrors,
}: {
  readonly store: BookingOptionsStore;
  readonly showErrors: boolean;
}) {
  const { t } = useTranslation('booking');
  const errorOf = (field: string) => {
    const e = showErrors ? store.errors.find((x) => x.field === field) : undefined;
    return e ? t(e.code) : undefined;
  };
  const referringAgentError =
    errorOf('referringAgent') ?? (store.agentsFailed ? t('agentsFailed') : undefined);
  const applicationDateError = errorOf('applicationDate');
  return (
    <fieldset className="tx-booking-options">
      <legend>{t('options')}</legend>
      {store.isAgency && (
        <Dropdown
          label={t('referringAgent')}
          required
          placeholder={t('select')}
          options={[
            ...store.agents.map((a) => ({ value: a.profileCode, label: referringAgentLabel(a) })),
            { value: INSURER_OPTION, label: t('insurerOption') },
          ]}
          value={store.referringAgent}
          onChange={(v) => store.referringAgentChosen(v)}
          {...(referringAgentError ? { error: referringAgentError } : {})}
        />
      )}
      {store.methodsOffered.length > 1 && (
        <RadioGroup<TravellerPaymentMethod>
          legend={t('payment')}
          options={store.methodsOffered.map((m) => ({ value: m, label: t(`paymentMethod.${m}`) }))}
          value={store.paymentMethod}
          onChange={(m) => store.paymentMethodChosen(m)}
        />
      )}
      {store.applicationDateOffered && (
        <TextInput
          label={t('applicationDate')}
          hint={t('applicationDateHint')}
          value={store.applicationDate}
          onChange={(v) => store.applicationDateChanged(v)}
          {...(applicationDateError ? { error: applicationDateError } : {})}
        />
      )}
    </fieldset>
  );
});

/** The staff questions as the payment step shows them: their errors once Pay was tried. */
export const bookingPaymentQuestions = (stores: BookingStores) =>
  observer(function PaymentQuestions() {
    return <BookingOptionsView store={stores.options} showErrors={stores.payment.submitAttempted} />;
  });

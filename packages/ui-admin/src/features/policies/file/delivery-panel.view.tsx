import { TextInput } from '@tripx/ui-kit';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../shared/data-table.view';
import type { PolicyFileStore } from './policy-file.store';
import { useDateTime } from '../../../platform/use-date-time';

/** Delivery history of the confirmation (e-mail with its PDF), the PDF itself and, with the claim, a resend. */
export const DeliveryPanel = observer(function DeliveryPanel({
  store,
  mayResend,
}: {
  readonly store: PolicyFileStore;
  readonly mayResend: boolean;
}) {
  const { t } = useTranslation('policies');
  const dateTime = useDateTime();
  return (
    <>
      <DataTable
        caption={t('delivery.caption')}
        columns={['date', 'channel', 'recipient', 'document', 'status']}
        rows={store.deliveries.map((d, i) => [
          `${d.at}-${i}`,
          [dateTime.at(d.at), d.channel, d.recipient, d.document, d.status],
        ])}
      />
      {store.deliveries.length === 0 && <p>{t('delivery.none')}</p>}
      <p>
        <a
          href={`/api/policies/${encodeURIComponent(store.policyNumber)}/confirmation/pdf`}
          target="_blank"
          rel="noopener noreferrer"
        >
          {t('delivery.pdf')}
        </a>
      </p>
      {mayResend && (
        <form
          className="adm-policies__inline"
          onSubmit={(e) => {
            e.preventDefault();
            void store.resendRequested();
          }}
        >
          <TextInput
            label={t('delivery.email')}
            type="email"
            value={store.resendEmail}
            onChange={(v) => store.resendEmailChanged(v)}
          />
          <button type="submit" className="tx-button tx-button--primary" disabled={store.busy}>
            {t('delivery.resend')}
          </button>
        </form>
      )}
    </>
  );
});

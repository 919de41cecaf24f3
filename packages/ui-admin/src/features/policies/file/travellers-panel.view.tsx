import type { PolicyBookingView } from '@tripx/application';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import type { CancellationStore } from '../cancellation/cancellation.store';
import { DataTable } from '../shared/data-table.view';
import { useMoney } from '../shared/use-money';

const CANCELLED = new Set(['INACTIVE', 'REFUNDED']);

/** The policies tab: each traveller policy of the booking, with cancel and reinstate where allowed. */
export const TravellersPanel = observer(function TravellersPanel({
  booking,
  cancellation,
  may,
}: {
  readonly booking: PolicyBookingView;
  readonly cancellation: CancellationStore;
  readonly may: { readonly cancel: boolean; readonly reinstate: boolean };
}) {
  const { t } = useTranslation('policies');
  const money = useMoney();
  return (
    <DataTable
      caption={t('file.travellers', { groupNumber: booking.groupNumber })}
      columns={['policyNumber', 'traveller', 'status', 'premium', 'actions']}
      rows={booking.paxes.map((p) => [
        p.policyNumber,
        [
          p.policyNumber,
          `${p.firstName} ${p.lastName}`,
          t(`status.${p.policyStatus}`),
          money(p.premiumTotal),
          <>
            {may.cancel && p.policyStatus === 'ACTIVE' && (
              <button
                type="button"
                className="tx-button tx-button--secondary"
                disabled={cancellation.busy}
                onClick={() => void cancellation.cancelOpened(p.policyNumber)}
              >
                {t('cancel.open', { policyNumber: p.policyNumber })}
              </button>
            )}
            {may.reinstate && CANCELLED.has(p.policyStatus) && (
              <button
                type="button"
                className="tx-button tx-button--secondary"
                disabled={cancellation.busy}
                onClick={() => void cancellation.reinstateOpened(p.policyNumber)}
              >
                {t('reinstate.open', { policyNumber: p.policyNumber })}
              </button>
            )}
          </>,
        ],
      ])}
    />
  );
});

import type { FinancialsView } from '@tripx/application';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../shared/data-table.view';
import { useMoney } from '../shared/use-money';
import { useDateTime } from '../../../platform/use-date-time';

/** Every transaction of the booking (date, type, method, amount, card) and each policy's balance. */
export function FinancialsPanel({ financials }: { readonly financials: FinancialsView }) {
  const { t } = useTranslation('policies');
  const dateTime = useDateTime();
  const money = useMoney();
  return (
    <>
      <DataTable
        caption={t('financials.transactions')}
        columns={['date', 'policyNumber', 'type', 'method', 'amount', 'card']}
        rows={financials.transactions.map((x, i) => [
          `${x.date}-${i}`,
          [
            dateTime.at(x.date),
            x.policyNumber,
            t(`type.${x.type}`),
            t(`method.${x.method}`),
            money(x.amountCents),
            x.last4 ? `${x.brand ?? ''} •••• ${x.last4}`.trim() : '',
          ],
        ])}
      />
      <DataTable
        caption={t('financials.balances')}
        columns={['policyNumber', 'status', 'premium', 'paid', 'refunded', 'balance']}
        rows={financials.paxes.map((p) => [
          p.policyNumber,
          [
            p.policyNumber,
            t(`status.${p.status}`),
            money(p.premiumCents),
            money(p.paidCents),
            money(p.refundedCents),
            money(p.balanceCents),
          ],
        ])}
      />
    </>
  );
}

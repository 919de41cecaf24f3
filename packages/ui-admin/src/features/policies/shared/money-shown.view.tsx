import type { ShownCardView, TransactionView } from '@tripx/application';
import { Modal } from '@tripx/ui-kit';
import { useTranslation } from 'react-i18next';
import { useDateTime } from '../../../platform/use-date-time';
import { useMoney } from './use-money';

/** A card brand as the provider records it ("visa", "MASTERCARD") written as a name. */
const brandName = (brand: string | null): string =>
  brand ? brand.charAt(0).toUpperCase() + brand.slice(1).toLowerCase() : '';

/** A card as staff see it: its brand and last four digits, never more. */
const useCardLabel = (): ((card: ShownCardView) => string) => {
  const { t } = useTranslation('policies');
  return (card) =>
    card?.last4
      ? t('money.card', { brand: brandName(card.brand), last4: card.last4 })
      : t('money.cardOnFile');
};

/** Card methods: the money goes to a card (on file, or the one given back to); others are recorded. */
const ON_CARD = ['TOKEN', 'ORIGINAL'];

export interface MoneyToMoveProps {
  readonly direction: 'CHARGE' | 'REFUND';
  readonly amountCents: number;
  /** How it moves: TOKEN / ORIGINAL (the card shown), CREDIT_CARD (a new card), CASH, PAID_TO_AGENCY… */
  readonly method: string;
  readonly card: ShownCardView;
}

/** The money an action is about to move, said before anything moves: the amount and where it goes. */
export function MoneyToMove({ direction, amountCents, method, card }: MoneyToMoveProps) {
  const { t } = useTranslation('policies');
  const money = useMoney();
  const cardLabel = useCardLabel();
  const amount = money(amountCents);
  const sentence =
    amountCents === 0
      ? t('money.nothing')
      : ON_CARD.includes(method) || method === 'CREDIT_CARD'
        ? t(direction === 'CHARGE' ? 'money.toCharge' : 'money.toRefund', {
            amount,
            to: method === 'CREDIT_CARD' ? t('money.newCard') : cardLabel(card),
          })
        : t('money.recorded', { amount, method: t(`method.${method}`) });
  return <p className="adm-policies__money">{sentence}</p>;
}

/** What an action moved: each transaction's amount, card, the provider's reference and Toronto time. */
export function TransactionReceipt({ transactions }: { readonly transactions: readonly TransactionView[] }) {
  const { t } = useTranslation('policies');
  const money = useMoney();
  const dateTime = useDateTime();
  const cardLabel = useCardLabel();
  if (transactions.length === 0) return <p>{t('receipt.pending')}</p>;
  return (
    <ul className="adm-policies__receipt" aria-label={t('receipt.title')}>
      {transactions.map((x, i) => (
        <li key={`${x.reference ?? x.method}-${i}`}>
          {t('receipt.line', {
            type: t(`type.${x.type}`),
            amount: money(x.amountCents),
            card: x.last4 ? cardLabel({ brand: x.brand, last4: x.last4 }) : t(`method.${x.method}`),
            reference: x.reference ?? t('receipt.noReference'),
            when: dateTime.at(x.date),
          })}
        </li>
      ))}
    </ul>
  );
}

export interface ConfirmMoneyProps extends MoneyToMoveProps {
  readonly open: boolean;
  readonly busy: boolean;
  readonly onConfirm: () => void;
  readonly onBack: () => void;
}

/** Asks before money moves: the amount and the card, then a button that names the amount. */
export function ConfirmMoneyDialog(props: ConfirmMoneyProps) {
  const { t } = useTranslation('policies');
  const money = useMoney();
  const amount = money(props.amountCents);
  const label =
    props.amountCents === 0
      ? t('confirm.apply')
      : t(props.direction === 'CHARGE' ? 'confirm.charge' : 'confirm.refund', { amount });
  return (
    <Modal
      open={props.open}
      title={t('confirm.title')}
      onClose={props.onBack}
      closeLabel={t('close')}
      size="small"
      footer={
        <>
          <button
            type="button"
            className="tx-button tx-button--primary"
            disabled={props.busy}
            onClick={props.onConfirm}
          >
            {label}
          </button>
          <button type="button" className="tx-button tx-button--secondary" onClick={props.onBack}>
            {t('confirm.back')}
          </button>
        </>
      }
    >
      <MoneyToMove
        direction={props.direction}
        amountCents={props.amountCents}
        method={props.method}
        card={props.card}
      />
    </Modal>
  );
}

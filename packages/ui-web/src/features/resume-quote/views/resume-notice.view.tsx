import { formatMoney } from '@tripx/domain';
import { observer } from 'mobx-react-lite';
import { useStores } from '../../../app/stores-context';
import { useLabels } from '../../../platform/use-labels';

/** Said on the page a reopened saved quote lands on: priced at today's rates, and whether it moved. */
export const ResumeNotice = observer(function ResumeNotice() {
  const { resume, page } = useStores();
  const { t } = useLabels('web.common');
  const notice = resume.notice;
  if (!notice) return null;
  const money = (cents: number) => formatMoney(cents, page.lang);
  const text =
    notice.totalCents === null
      ? t('resume.restored')
      : notice.priceChanged && notice.savedTotalCents !== null
        ? t('resume.priceChanged', { before: money(notice.savedTotalCents), total: money(notice.totalCents) })
        : t('resume.priceSame', { total: money(notice.totalCents) });
  return (
    <p className="web-notice" role="status">
      {text}
    </p>
  );
});

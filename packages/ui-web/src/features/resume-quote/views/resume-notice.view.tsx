import { formatMoney } from '@tripx/domain';
import { useState } from 'react';
import { useStores } from '../../../app/stores-context';
import { ResumeNoticeCodec } from '../../../app/quote-progress';
import { useLabels } from '../../../platform/use-labels';

/** Said once, on the page a reopened saved quote lands on: priced at today's rates, and whether it moved. */
export function ResumeNotice() {
  const { slices, page } = useStores();
  const { t } = useLabels('web.common');
  const [notice] = useState(() => {
    const read = slices.load('resumeNotice', ResumeNoticeCodec);
    slices.clear('resumeNotice');
    return read;
  });
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
}

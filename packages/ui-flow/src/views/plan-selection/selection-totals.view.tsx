import { formatMoney } from '@tripx/domain';
import { observer } from 'mobx-react-lite';
import { useLaterFlow } from '../flow-view-context';
import { useLabels } from '../use-flow-labels';

/** Per-traveller products and totals (spec 4.6), the overall total as the sum of the shown parts. */
export const SelectionTotals = observer(function SelectionTotals() {
  const { planSelection } = useLaterFlow();
  const { t, lang } = useLabels('web.plans');
  const names = (code: string) =>
    planSelection.contentOf(code)?.name ??
    planSelection.contentOf(code)?.benefits.find((b) => b.code === code)?.name;
  const benefitName = (code: string, parent?: string) =>
    (parent ? planSelection.contentOf(parent)?.benefits.find((b) => b.code === code)?.name : undefined) ??
    names(code) ??
    code;
  const summary = planSelection.summary;
  return (
    <section className="flow-totals" aria-labelledby="flow-totals-title">
      <h2 id="flow-totals-title" className="flow-section__title">
        {t('totalsTitle')}
      </h2>
      {summary.travellers.length === 0 ? <p>{t('totalsEmpty')}</p> : null}
      {summary.travellers.map((tr) => (
        <div key={tr.paxId} className="flow-totals__traveller">
          <h3 className="flow-totals__name">{t('travellerN', { n: tr.paxId })}</h3>
          <table className="flow-totals__table">
            <tbody>
              {tr.lines.map((l) => (
                <tr key={l.code}>
                  <th scope="row">{benefitName(l.code, l.parentCode)}</th>
                  <td>{formatMoney(l.total, lang)}</td>
                </tr>
              ))}
              <tr className="flow-totals__subtotal">
                <th scope="row">{t('travellerTotal')}</th>
                <td>{formatMoney(tr.total, lang)}</td>
              </tr>
            </tbody>
          </table>
        </div>
      ))}
      <p className="flow-totals__total">
        <span>{t('grandTotal')}</span> <strong>{formatMoney(summary.total, lang)}</strong>
      </p>
    </section>
  );
});

import { formatMoney, premiumLine } from '@tripx/domain';
import { observer } from 'mobx-react-lite';
import { useFlow, useLaterFlow } from '../flow-view-context';
import { useLabels } from '../use-flow-labels';
import { basisText } from './premium-text';

/**
 * A family's dependant with their price line: the family premium the travellers share covers them
 * (the quote's totals, and the confirmation by the names the policy holds).
 */
export const DependantLine = observer(function DependantLine({ name }: { readonly name: string }) {
  const { t, lang } = useLabels('web.plans');
  return (
    <div className="flow-totals__traveller">
      <h3 className="flow-totals__name">{name}</h3>
      <table className="flow-totals__table">
        <tbody>
          <tr className="flow-totals__subtotal">
            <th scope="row">{t('dependantIncluded')}</th>
            <td>{formatMoney(0, lang)}</td>
          </tr>
        </tbody>
      </table>
    </div>
  );
});

/** The quote's dependants, each with its line at no charge. */
const DependantLines = observer(function DependantLines() {
  const { planSelection } = useLaterFlow();
  const { t } = useLabels('web.plans');
  return (
    <>
      {planSelection.members
        .filter((m) => m.dependent)
        .map((m) => (
          <DependantLine
            key={m.referenceNumber}
            name={t('dependantN', { n: m.referenceNumber, age: m.age })}
          />
        ))}
    </>
  );
});

/**
 * Per-traveller products and totals (spec 4.6), then a family's dependants at no charge: everyone the
 * quote covers has a line, and the overall total is the sum of the shown parts.
 */
export const SelectionTotals = observer(function SelectionTotals() {
  const { planSelection } = useLaterFlow();
  const { premiumDisplay } = useFlow();
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
                  <th scope="row">
                    {benefitName(l.code, l.parentCode)}
                    {basisText(
                      t,
                      lang,
                      premiumLine(
                        premiumDisplay,
                        l.total,
                        planSelection.premiumBasis(tr.paxId, l.code, l.parentCode),
                      ),
                    )}
                  </th>
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
      {summary.travellers.length > 0 ? <DependantLines /> : null}
      <p className="flow-totals__total">
        <span>{t('grandTotal')}</span> <strong>{formatMoney(summary.total, lang)}</strong>
      </p>
    </section>
  );
});

import { REPORT_POLICY_COLUMN } from '@tripx/application';
import { formatMoney, type Language } from '@tripx/domain';
import { Dropdown, TextInput, Toggle } from '@tripx/ui-kit';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { CallErrorMessage, SubmitForm } from '../shared/pager.view';
import type { ReportKind, ReportLevel, ReportsStore } from './reports.store';
import { SalesChart } from './sales-chart.view';

const KINDS: readonly ReportKind[] = ['SalesActivity', 'SalesJournals'];
const LEVELS: readonly ReportLevel[] = ['affiliation', 'agency', 'division'];

/** /reports: the external report form, then totals, chart and table, and the export buttons. */
export const ReportsView = observer(function ReportsView(props: {
  readonly store: ReportsStore;
  readonly onExport: (format: 'xlsx' | 'csv') => void;
  /** The address of a policy's page, and opening it (each journal row links to its policy). */
  readonly policyHref: (policyNumber: string) => string;
  readonly onOpenPolicy: (policyNumber: string) => void;
}) {
  const { t, i18n } = useTranslation('distribution');
  const lang: Language = i18n.language === 'fr' ? 'fr' : 'en';
  const s = props.store;
  const f = s.form;
  const r = s.report;
  return (
    <section className="dst-screen">
      <SubmitForm layout="filters" onSubmit={() => void s.run()}>
        <Dropdown
          label={t('report.kind')}
          value={f.report}
          options={KINDS.map((k) => ({ value: k, label: t(`report.${k}`) }))}
          onChange={(v) => s.changed('report', v)}
        />
        <Dropdown
          label={t('report.level')}
          value={f.level}
          options={LEVELS.map((k) => ({ value: k, label: t(`report.level.${k}`) }))}
          onChange={(v) => s.changed('level', v)}
        />
        <Dropdown
          label={t('report.organization')}
          value={f.organizationCode}
          placeholder={t('choose')}
          options={s.organizations.map((o) => ({
            value: o.code,
            label: `${lang === 'fr' ? o.organizationNameInFrench : o.organizationName} (${o.code})`,
          }))}
          onChange={(v) => s.changed('organizationCode', v)}
        />
        <Toggle
          label={t('report.includeChildren')}
          checked={f.includeChildOrganizations}
          onChange={(v) => s.changed('includeChildOrganizations', v)}
        />
        <TextInput
          label={t('report.from')}
          value={f.from}
          placeholder="YYYY-MM-DD"
          onChange={(v) => s.changed('from', v)}
        />
        <TextInput
          label={t('report.to')}
          value={f.to}
          placeholder="YYYY-MM-DD"
          onChange={(v) => s.changed('to', v)}
        />
        <button type="submit" disabled={s.running}>
          {t('report.run')}
        </button>
      </SubmitForm>
      <CallErrorMessage error={s.error} />
      {r && (
        <>
          <dl className="dst-totals">
            <dt>{t('report.policies')}</dt>
            <dd data-total="policies">{r.totals.policies}</dd>
            <dt>{t('report.travellers')}</dt>
            <dd data-total="travellers">{r.totals.travellers}</dd>
            <dt>{t('report.premium')}</dt>
            <dd data-total="premium">{formatMoney(r.totals.premiumCents, lang)}</dd>
          </dl>
          <SalesChart bars={s.bars} label={t('report.chart')} />
          <div className="dst-actions">
            <button type="button" onClick={() => props.onExport('xlsx')}>
              {t('exportXlsx')}
            </button>
            <button type="button" onClick={() => props.onExport('csv')}>
              {t('exportCsv')}
            </button>
          </div>
          <table className="dst-table">
            <caption>{s.ran && t(`report.${s.ran.report}`)}</caption>
            <thead>
              <tr>
                {s.table.columns.map((c) => (
                  <th key={c} scope="col">
                    {t(`column.${c}`)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {s.table.rows.map((cells, i) => (
                <tr key={i}>
                  {cells.map((c, j) => (
                    <td key={j}>
                      {s.table.columns[j] === REPORT_POLICY_COLUMN ? (
                        <a
                          href={props.policyHref(c)}
                          onClick={(e) => {
                            e.preventDefault();
                            props.onOpenPolicy(c);
                          }}
                        >
                          {c}
                        </a>
                      ) : (
                        c
                      )}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </>
      )}
    </section>
  );
});

import {
  REPORT_PREMIUM_COLUMN,
  salesReportTable,
  type DistributionService,
  type ExportCell,
  type ExportFormat,
  type OrganizationNodeResponse,
  type SalesReportResponse,
} from '@tripx/application';
import { formatMoney, parseCalendarDate, type Cents } from '@tripx/domain';
import { action, computed, makeObservable, observable, runInAction } from 'mobx';
import { callError, type CallError } from '../shared/call-state';
import { dayBars } from './report-chart';

export type ReportKind = 'SalesJournals' | 'SalesActivity';
export type ReportLevel = 'affiliation' | 'agency' | 'division';

export interface ReportForm {
  readonly report: ReportKind;
  readonly level: ReportLevel;
  readonly organizationCode: string;
  readonly includeChildOrganizations: boolean;
  readonly from: string;
  readonly to: string;
}

/** /reports (REPORT_READ): the external report form, its table, chart, totals and export. */
export class ReportsStore {
  organizations: readonly OrganizationNodeResponse[] = [];
  form: ReportForm;
  report: SalesReportResponse | null = null;
  /** The form of the report shown (the form may have changed since): its kind, and what an export asks. */
  ran: ReportForm | null = null;
  error: CallError | null = null;
  running = false;

  constructor(
    private readonly api: Pick<DistributionService, 'organizations' | 'report' | 'exportReport'>,
    private readonly lang: () => 'en' | 'fr',
    today: string,
  ) {
    this.form = {
      report: 'SalesActivity',
      level: 'agency',
      organizationCode: '',
      includeChildOrganizations: true,
      from: `${today.slice(0, 7)}-01`,
      to: today,
    };
    makeObservable(this, {
      organizations: observable.ref,
      form: observable.ref,
      report: observable.ref,
      ran: observable.ref,
      table: computed,
      error: observable.ref,
      running: observable,
      bars: computed,
      formValid: computed,
      changed: action,
    });
  }

  get bars() {
    return dayBars(this.report?.activity ?? []);
  }

  /**
   * The shown report as table cells: the rows and columns of its export (salesReportTable, columns
   * are label keys of `column.*`), money in the page's language.
   */
  get table(): { readonly columns: readonly string[]; readonly rows: readonly (readonly string[])[] } {
    if (!this.report) return { columns: [], rows: [] };
    const { columns, rows } = salesReportTable(this.report);
    const premium = columns.indexOf(REPORT_PREMIUM_COLUMN);
    const text = (c: ExportCell, i: number): string =>
      i === premium
        ? formatMoney(Math.round(Number(c) * 100) as Cents, this.lang())
        : c === null || typeof c === 'object'
          ? ''
          : String(c);
    return { columns, rows: rows.map((cells) => cells.map(text)) };
  }

  get formValid(): boolean {
    const f = this.form;
    const from = parseCalendarDate(f.from);
    const to = parseCalendarDate(f.to);
    return f.organizationCode !== '' && from !== undefined && to !== undefined && from <= to;
  }

  async loadOrganizations(defaultCode: string | null): Promise<void> {
    const r = await this.api.organizations({ lang: this.lang() }, true);
    runInAction(() => {
      this.organizations = r.ok ? r.value : [];
      const first = this.organizations.find((o) => o.code === defaultCode) ?? this.organizations[0];
      if (this.form.organizationCode === '' && first)
        this.form = { ...this.form, organizationCode: first.code };
    });
  }

  changed<K extends keyof ReportForm>(field: K, value: ReportForm[K]): void {
    this.form = { ...this.form, [field]: value };
  }

  async run(): Promise<void> {
    if (!this.formValid) {
      runInAction(() => (this.error = { message: 'distribution:reportFormInvalid', fields: {} }));
      return;
    }
    runInAction(() => (this.running = true));
    const r = await this.api.report({ ...this.form, lang: this.lang() });
    runInAction(() => {
      this.running = false;
      this.error = r.ok ? null : callError(r.failure);
      this.report = r.ok ? r.value : null;
      this.ran = r.ok ? this.form : null;
    });
  }

  /** The report shown, as a file: the same query, so the same rows as the screen. */
  async exported(format: ExportFormat) {
    if (!this.ran) return null;
    const r = await this.api.exportReport({ ...this.ran, lang: this.lang() }, format);
    runInAction(() => (this.error = r.ok ? null : callError(r.failure)));
    return r.ok ? r.value : null;
  }
}

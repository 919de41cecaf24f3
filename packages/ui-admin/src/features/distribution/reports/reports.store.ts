import type {
  DistributionService,
  ExportFormat,
  OrganizationNodeResponse,
  SalesReportResponse,
} from '@tripx/application';
import { formatMoney, parseCalendarDate } from '@tripx/domain';
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
  /** The kind of the report shown (the form may have changed since). */
  ranKind: ReportKind = 'SalesActivity';
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
      ranKind: observable,
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

  /** The shown report as table cells (columns are label keys of `column.*`), money in the page's language. */
  get table(): { readonly columns: readonly string[]; readonly rows: readonly (readonly string[])[] } {
    const r = this.report;
    const money = (cents: number) => formatMoney(cents, this.lang());
    if (!r) return { columns: [], rows: [] };
    return this.ranKind === 'SalesActivity'
      ? {
          columns: ['reportDay', 'reportGroup', 'reportPolicies', 'reportTravellers', 'reportPremium'],
          rows: r.activity.map((a) => [
            a.day,
            a.group,
            String(a.policies),
            String(a.travellers),
            money(a.premiumCents),
          ]),
        }
      : {
          columns: [
            'reportDay',
            'reportPolicyNumber',
            'reportOrganization',
            'reportAgent',
            'reportTraveller',
            'reportPlan',
            'reportStatus',
            'reportPremium',
          ],
          rows: r.journal.map((j) => [
            j.purchaseDay,
            j.policyNumber,
            j.organizationCode,
            j.agentName ?? '',
            j.travellerName,
            j.planCode,
            j.status,
            money(j.premiumCents),
          ]),
        };
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
      this.ranKind = this.form.report;
    });
  }

  async exported(format: ExportFormat) {
    const r = await this.api.exportReport({ ...this.form, lang: this.lang() }, format);
    runInAction(() => (this.error = r.ok ? null : callError(r.failure)));
    return r.ok ? r.value : null;
  }
}

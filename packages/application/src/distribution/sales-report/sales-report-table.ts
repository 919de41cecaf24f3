import type { ExportTable } from '../export-table';

/** What the table of a report reads: the JSON answer (the screen) or the use case's value (the export). */
export interface ReportRows {
  readonly query: { readonly report: string };
  readonly journal: readonly {
    readonly purchaseDay: string;
    readonly groupNumber: string;
    readonly policyNumber: string;
    readonly organizationCode: string;
    readonly agentName: string | null;
    readonly travellerName: string;
    readonly planCode: string;
    readonly status: string;
    readonly premiumCents: number;
  }[];
  readonly activity: readonly {
    readonly day: string;
    readonly group: string;
    readonly policies: number;
    readonly travellers: number;
    readonly premiumCents: number;
  }[];
}

/** The column of the premium (dollars in the file, money in the page's language on screen). */
export const REPORT_PREMIUM_COLUMN = 'reportPremium';
/** The column of the policy number (a link to the policy on screen). */
export const REPORT_POLICY_COLUMN = 'reportPolicyNumber';

/**
 * A report as one table, columns as label keys: what the staff screen shows and what its CSV / XLSX
 * export holds, the same rows in the same order (pure: the app and the server both call it).
 */
export const salesReportTable = (r: ReportRows): ExportTable =>
  r.query.report === 'SalesJournals'
    ? {
        sheet: 'reportSalesJournals',
        columns: [
          'reportDay',
          'reportGroupNumber',
          REPORT_POLICY_COLUMN,
          'reportOrganization',
          'reportAgent',
          'reportTraveller',
          'reportPlan',
          'reportStatus',
          REPORT_PREMIUM_COLUMN,
        ],
        rows: r.journal.map((s) => [
          s.purchaseDay,
          s.groupNumber,
          s.policyNumber,
          s.organizationCode,
          s.agentName,
          s.travellerName,
          s.planCode,
          s.status,
          s.premiumCents / 100,
        ]),
      }
    : {
        sheet: 'reportSalesActivity',
        columns: ['reportDay', 'reportGroup', 'reportPolicies', 'reportTravellers', REPORT_PREMIUM_COLUMN],
        rows: r.activity.map((a) => [a.day, a.group, a.policies, a.travellers, a.premiumCents / 100]),
      };

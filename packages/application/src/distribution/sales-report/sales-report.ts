import 'reflect-metadata';
import { organizationsWithDescendants, type CalendarDate } from '@tripx/domain';
import { Effect } from 'effect';
import { inject, injectable } from 'inversify';
import type { Actor } from '../../session/session';
import type { DistributionAdminRepository, SaleRow, SalesTally } from '../distribution-admin.repository.port';
import type { DistributionReadRepository } from '../distribution-read.repository.port';
import { notFound, type DistributionNotFound } from '../distribution.errors';
import type { DistributionTransactions } from '../distribution-transactions.port';
import { DISTRIBUTION_TOKENS } from '../distribution.tokens';
import { mayActOn, organizationTarget } from '../../access/may-act-on';

export const REPORT_KINDS = ['SalesJournals', 'SalesActivity'] as const;
export type ReportKind = (typeof REPORT_KINDS)[number];
/** Spec 3 report configuration: affiliation (one total), agency (per organization), division (per agent). */
export const REPORT_LEVELS = ['affiliation', 'agency', 'division'] as const;
export type ReportLevel = (typeof REPORT_LEVELS)[number];

export interface ReportQuery {
  readonly report: ReportKind;
  readonly level: ReportLevel;
  readonly organizationCode: string;
  readonly includeChildOrganizations: boolean;
  readonly from: CalendarDate;
  readonly to: CalendarDate;
}

export interface ActivityRow {
  readonly day: CalendarDate;
  readonly group: string;
  readonly policies: number;
  readonly travellers: number;
  readonly premiumCents: number;
}

export interface SalesReport {
  readonly query: ReportQuery;
  readonly organizations: readonly string[];
  readonly totals: { readonly policies: number; readonly travellers: number; readonly premiumCents: number };
  /** SalesJournals: one row per traveller sold (empty for SalesActivity, which has no such list). */
  readonly journal: readonly SaleRow[];
  /** Per day and group (both reports). */
  readonly activity: readonly ActivityRow[];
}

const groupOf = (level: ReportLevel, root: string, s: SalesTally): string =>
  level === 'affiliation'
    ? root
    : level === 'agency'
      ? s.organizationCode
      : `${s.organizationCode} / ${s.agentName ?? s.agentRef ?? '-'}`;

const tallyKey = (s: SaleRow) => `${s.purchaseDay}\u0000${s.organizationCode}\u0000${s.agentRef ?? ''}`;

/** The journal counted per day, organization and agent, as the repository counts it for SalesActivity. */
export const tallySales = (sales: readonly SaleRow[]): SalesTally[] => {
  const byKey = new Map<string, { tally: SalesTally; groups: Set<string> }>();
  for (const s of sales) {
    const cur = byKey.get(tallyKey(s)) ?? {
      tally: { ...s, policies: 0, travellers: 0, premiumCents: 0 },
      groups: new Set<string>(),
    };
    cur.groups.add(s.groupNumber);
    const { purchaseDay, organizationCode, agentRef, agentName } = cur.tally;
    cur.tally = {
      purchaseDay,
      organizationCode,
      agentRef,
      agentName,
      policies: cur.groups.size,
      travellers: cur.tally.travellers + 1,
      premiumCents: cur.tally.premiumCents + s.premiumCents,
    };
    byKey.set(tallyKey(s), cur);
  }
  return [...byKey.values()].map((v) => v.tally);
};

/** Rows per day and group, and totals, of tallies; pure, so the totals can be property-tested. */
export const summarizeTallies = (
  query: ReportQuery,
  organizations: readonly string[],
  tallies: readonly SalesTally[],
  journal: readonly SaleRow[] = [],
): SalesReport => {
  const byKey = new Map<string, ActivityRow>();
  for (const s of tallies) {
    const group = groupOf(query.level, query.organizationCode, s);
    const key = `${s.purchaseDay}\u0000${group}`;
    const cur = byKey.get(key) ?? { day: s.purchaseDay, group, policies: 0, travellers: 0, premiumCents: 0 };
    byKey.set(key, {
      ...cur,
      policies: cur.policies + s.policies,
      travellers: cur.travellers + s.travellers,
      premiumCents: cur.premiumCents + s.premiumCents,
    });
  }
  const activity = [...byKey.values()].sort(
    (a, b) => a.day.localeCompare(b.day) || a.group.localeCompare(b.group),
  );
  const sum = (f: (t: SalesTally) => number) => tallies.reduce((n, t) => n + f(t), 0);
  return {
    query,
    organizations,
    totals: {
      policies: sum((t) => t.policies),
      travellers: sum((t) => t.travellers),
      premiumCents: sum((t) => t.premiumCents),
    },
    journal,
    activity,
  };
};

/** The report of a journal (SalesJournals): its rows, and its tallies summed. */
export const summarizeSales = (
  query: ReportQuery,
  organizations: readonly string[],
  sales: readonly SaleRow[],
): SalesReport => summarizeTallies(query, organizations, tallySales(sales), sales);

/** The external report (REPORT_READ): an organization the caller may see, optionally with its children. */
export const salesReport = (
  deps: {
    readonly repo: Pick<DistributionAdminRepository, 'sales' | 'salesActivity'>;
    readonly read: Pick<DistributionReadRepository, 'organizations'>;
  },
  actor: Actor,
  query: ReportQuery,
): Effect.Effect<SalesReport, DistributionNotFound> =>
  Effect.gen(function* () {
    const reachable = (code: string) => mayActOn(actor, organizationTarget(code));
    const all = yield* Effect.promise(() => deps.read.organizations());
    if (!reachable(query.organizationCode) || !all.some((o) => o.code === query.organizationCode))
      return yield* Effect.fail(notFound());
    const codes = query.includeChildOrganizations
      ? organizationsWithDescendants(
          [query.organizationCode],
          all.map((o) => ({ code: o.code, ...(o.parentCode ? { parentCode: o.parentCode } : {}) })),
        ).filter(reachable)
      : [query.organizationCode];
    const organizations = [...codes].sort();
    if (query.report === 'SalesActivity') {
      const tallies = yield* Effect.promise(() => deps.repo.salesActivity(codes, query.from, query.to));
      return summarizeTallies(query, organizations, tallies);
    }
    const sales = yield* Effect.promise(() => deps.repo.sales(codes, query.from, query.to));
    return summarizeSales(query, organizations, sales);
  });

@injectable()
export class SalesReportUseCase {
  constructor(@inject(DISTRIBUTION_TOKENS.Transactions) private readonly tx: DistributionTransactions) {}

  execute(actor: Actor, query: ReportQuery): Effect.Effect<SalesReport, DistributionNotFound> {
    const { admin, read } = this.tx.stores;
    return salesReport({ repo: admin, read }, actor, query);
  }
}

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Actor } from '../../session/session';
import type { SaleRow } from '../distribution-admin.repository.port';
import { outcome } from '../test-support/outcome';
import {
  salesReport as salesReportEffect,
  salesReportTable,
  summarizeSales,
  type ReportQuery,
} from './sales-report';

const salesReport = (...a: Parameters<typeof salesReportEffect>) => outcome(salesReportEffect(...a));

const query: ReportQuery = {
  report: 'SalesActivity',
  level: 'agency',
  organizationCode: 'MAPLE',
  includeChildOrganizations: true,
  from: '2026-01-01' as never,
  to: '2026-12-31' as never,
};
const arbSale: fc.Arbitrary<SaleRow> = fc.record({
  purchaseDay: fc.constantFrom('2026-03-01', '2026-03-02', '2026-03-05') as fc.Arbitrary<never>,
  groupNumber: fc.constantFrom('G1', 'G2', 'G3', 'G4'),
  policyNumber: fc.string({ minLength: 1, maxLength: 6 }),
  organizationCode: fc.constantFrom('MAPLE', 'MAPLE-TOR', 'MAPLE-MTL'),
  agentRef: fc.option(fc.constantFrom('a1', 'a2'), { nil: null }),
  agentName: fc.option(fc.constantFrom('Ann', 'Bob'), { nil: null }),
  travellerName: fc.string({ maxLength: 10 }),
  planCode: fc.constant('SEMH'),
  status: fc.constantFrom('ACTIVE', 'INACTIVE'),
  premiumCents: fc.integer({ min: 0, max: 1_000_000 }),
});

describe('sales report', () => {
  it('property: at every level the activity rows add up to the totals and the journal', () => {
    fc.assert(
      fc.property(
        fc.array(arbSale, { maxLength: 40 }),
        fc.constantFrom('affiliation', 'agency', 'division'),
        (sales, level) => {
          const r = summarizeSales({ ...query, level: level as ReportQuery['level'] }, ['MAPLE'], sales);
          expect(r.activity.reduce((s, a) => s + a.premiumCents, 0)).toBe(r.totals.premiumCents);
          expect(r.activity.reduce((s, a) => s + a.travellers, 0)).toBe(sales.length);
          expect(r.totals.premiumCents).toBe(sales.reduce((s, x) => s + x.premiumCents, 0));
          expect(r.totals.policies).toBe(new Set(sales.map((s) => s.groupNumber)).size);
          if (level === 'affiliation')
            expect(new Set(r.activity.map((a) => a.group)).size).toBeLessThanOrEqual(1);
        },
      ),
    );
  });
  it('groups by organization at agency level, and exports one row per journal line', () => {
    const sale = (g: string, org: string, cents: number): SaleRow => ({
      purchaseDay: '2026-03-01' as never,
      groupNumber: g,
      policyNumber: `${g}1`,
      organizationCode: org,
      agentRef: null,
      agentName: null,
      travellerName: 'A B',
      planCode: 'SEMH',
      status: 'ACTIVE',
      premiumCents: cents,
    });
    const r = summarizeSales(
      query,
      ['MAPLE'],
      [sale('G1', 'MAPLE-TOR', 100), sale('G2', 'MAPLE-TOR', 50), sale('G3', 'MAPLE-MTL', 7)],
    );
    expect(r.activity.map((a) => [a.group, a.policies, a.premiumCents])).toEqual([
      ['MAPLE-MTL', 1, 7],
      ['MAPLE-TOR', 2, 150],
    ]);
    const t = salesReportTable({ ...r, query: { ...query, report: 'SalesJournals' } });
    expect(t.rows).toHaveLength(3);
    expect(t.rows[0]?.at(-1)).toBe(1);
  });
  it('asks the repository for the organization and its children only when asked, never outside the scope', async () => {
    const asked: string[][] = [];
    const deps = {
      repo: { sales: async (codes: readonly string[]) => (asked.push([...codes]), []) },
      read: {
        organizations: async () =>
          [
            { code: 'MAPLE', parentCode: null },
            { code: 'MAPLE-TOR', parentCode: 'MAPLE' },
            { code: 'NORTHBANK', parentCode: null },
          ] as never,
      },
    };
    const user = {
      kind: 'user',
      dataScope: 'ORGANIZATION',
      organizationsInScope: ['MAPLE', 'MAPLE-TOR'],
    } as unknown as Actor;
    await salesReport(deps, user, query);
    await salesReport(deps, user, { ...query, includeChildOrganizations: false });
    expect(asked.map((a) => a.sort())).toEqual([['MAPLE', 'MAPLE-TOR'], ['MAPLE']]);
    expect(await salesReport(deps, user, { ...query, organizationCode: 'NORTHBANK' })).toMatchObject({
      ok: false,
      code: 'notFound',
    });
  });
});

import fc from 'fast-check';
import { salesReportTable } from './sales-report-table';
import { describe, expect, it } from 'vitest';
import type { Actor } from '../../session/session';
import type { SaleRow } from '../distribution-admin.repository.port';
import { outcome } from '../test-support/outcome';
import {
  salesReport as salesReportEffect,
  summarizeSales,
  summarizeTallies,
  tallySales,
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
/** A booking is sold on one day, by one organization and agent; its travellers are its rows. */
const arbBooking = fc.record({
  purchaseDay: fc.constantFrom('2026-03-01', '2026-03-02', '2026-03-05') as fc.Arbitrary<never>,
  organizationCode: fc.constantFrom('MAPLE', 'MAPLE-TOR', 'MAPLE-MTL'),
  agent: fc.constantFrom(null, ['a1', 'Ann'], ['a2', 'Bob']),
});
const arbSales: fc.Arbitrary<SaleRow[]> = fc
  .tuple(
    fc.array(arbBooking, { minLength: 4, maxLength: 4 }),
    fc.array(
      fc.record({
        booking: fc.nat(3),
        policyNumber: fc.string({ minLength: 1, maxLength: 6 }),
        travellerName: fc.string({ maxLength: 10 }),
        status: fc.constantFrom('ACTIVE', 'INACTIVE'),
        premiumCents: fc.integer({ min: 0, max: 1_000_000 }),
      }),
      { maxLength: 40 },
    ),
  )
  .map(([bookings, travellers]) =>
    travellers.map(({ booking, ...t }) => {
      const b = bookings[booking] ?? bookings[0]!;
      return {
        ...t,
        purchaseDay: b.purchaseDay,
        groupNumber: `G${booking}`,
        organizationCode: b.organizationCode,
        agentRef: b.agent?.[0] ?? null,
        agentName: b.agent?.[1] ?? null,
        planCode: 'SEMH',
      };
    }),
  );

describe('sales report', () => {
  it('property: at every level the activity rows add up to the totals and the journal', () => {
    fc.assert(
      fc.property(arbSales, fc.constantFrom('affiliation', 'agency', 'division'), (sales, level) => {
        const r = summarizeSales({ ...query, level: level as ReportQuery['level'] }, ['MAPLE'], sales);
        expect(r.activity.reduce((s, a) => s + a.premiumCents, 0)).toBe(r.totals.premiumCents);
        expect(r.activity.reduce((s, a) => s + a.travellers, 0)).toBe(sales.length);
        expect(r.totals.premiumCents).toBe(sales.reduce((s, x) => s + x.premiumCents, 0));
        expect(r.totals.policies).toBe(new Set(sales.map((s) => s.groupNumber)).size);
        if (level === 'affiliation')
          expect(new Set(r.activity.map((a) => a.group)).size).toBeLessThanOrEqual(1);
        // SalesActivity reads the same figures from tallies: the same rows and totals, no journal.
        const tallied = summarizeTallies(
          { ...query, level: level as ReportQuery['level'] },
          ['MAPLE'],
          tallySales(sales),
        );
        expect({ ...tallied, journal: sales }).toEqual(r);
        expect(tallied.journal).toEqual([]);
      }),
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
      repo: {
        sales: async (codes: readonly string[]) => (asked.push(['journal', ...[...codes].sort()]), []),
        salesActivity: async (codes: readonly string[]) => (
          asked.push(['tallies', ...[...codes].sort()]),
          []
        ),
      },
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
    await salesReport(deps, user, { ...query, report: 'SalesJournals' });
    expect(asked).toEqual([
      ['tallies', 'MAPLE', 'MAPLE-TOR'],
      ['tallies', 'MAPLE'],
      ['journal', 'MAPLE', 'MAPLE-TOR'],
    ]);
    expect(await salesReport(deps, user, { ...query, organizationCode: 'NORTHBANK' })).toMatchObject({
      ok: false,
      code: 'notFound',
    });
  });
});

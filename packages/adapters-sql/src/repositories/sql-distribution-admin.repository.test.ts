import type { LicenceCriteria, LicenceRow } from '@tripx/application';
import { LICENCE_STATUSES, PROVINCES } from '@tripx/domain';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../database/database';
import { seededDatabase } from '../test-support/seeded-database';
import { SqlDistributionAdminRepository } from './sql-distribution-admin.repository';
import { SqlDistributionReadRepository } from './sql-distribution-read.repository';

let database: Database;
let everything: readonly LicenceRow[] = [];
const ALL = { kind: 'ALL' } as const;
const PROVS = ['ON', 'QC', 'BC', 'AB'] as const;
const NAMES = ['Alpha', 'alpine', 'Beta', 'Gamma', 'Al'] as const;
const SCREENING = ['CLEARED', 'PENDING'] as const;
const DAYS = ['2026-01-31', '2026-06-30', '2027-03-15', '2028-12-31'] as const;

beforeAll(async () => {
  ({ database } = await seededDatabase());
  const admin = new SqlDistributionAdminRepository(database.db);
  // 60 licences over few distinct values, so that filters match several rows and ties need the id order.
  const rows = fc.sample(
    fc.record({
      name: fc.constantFrom(...NAMES),
      status: fc.constantFrom(...LICENCE_STATUSES),
      province: fc.constantFrom(...PROVS),
      screening: fc.option(fc.constantFrom(...SCREENING), { nil: undefined }),
      expiry: fc.option(fc.constantFrom(...DAYS), { nil: undefined }),
      org: fc.constantFrom('MAPLE', 'MAPLE-TOR', 'NORTHBANK'),
      deleted: fc.boolean(),
    }),
    { numRuns: 60, seed: 9 },
  );
  for (const [i, r] of rows.entries())
    await admin.insertLicence({
      id: `lic-prop-${String(i).padStart(3, '0')}`,
      organizationCode: r.org,
      name: r.name,
      status: r.status,
      licensedProvince: r.province,
      licenseNumber: `N-${i % 7}-${i}`,
      ...(r.screening ? { screeningStatus: r.screening } : {}),
      ...(r.expiry ? { expiryDate: r.expiry as never } : {}),
      isDeleted: r.deleted,
    });
  const read = new SqlDistributionReadRepository(database.db);
  everything = (
    await read.searchLicences({}, ALL, { offset: 0, limit: 10_000, sortField: 'name', sortOrder: 'asc' })
  ).licenses;
}, 120_000);
afterAll(() => database.close());

/** The oracle: the spec's filter over the row fields, written without SQL. */
const matches = (c: LicenceCriteria, l: LicenceRow): boolean =>
  (!c.licensedProvince || l.licensedProvince === c.licensedProvince) &&
  (!c.status || l.status === c.status) &&
  (!c.screeningStatus || l.screeningStatus === c.screeningStatus) &&
  (!c.name || l.name.toLowerCase().startsWith(c.name.toLowerCase())) &&
  (!c.licenseNumber || l.licenseNumber === c.licenseNumber) &&
  (!c.expiredDateStart || (l.expiryDate !== null && l.expiryDate >= c.expiredDateStart)) &&
  (!c.expiredDateEnd || (l.expiryDate !== null && l.expiryDate <= c.expiredDateEnd));

const arbCriteria: fc.Arbitrary<LicenceCriteria> = fc.record(
  {
    licensedProvince: fc.constantFrom(...PROVS, ...PROVINCES.slice(0, 2)),
    status: fc.constantFrom(...LICENCE_STATUSES),
    screeningStatus: fc.constantFrom(...SCREENING),
    name: fc.constantFrom('al', 'AL', 'Alp', 'b', 'Gamma', 'z', '%', '_'),
    licenseNumber: fc.constantFrom('N-1-8', 'N-3-3', 'none'),
    expiredDateStart: fc.constantFrom(...DAYS),
    expiredDateEnd: fc.constantFrom(...DAYS),
  },
  { requiredKeys: [] },
);

describe('licence search on the SQL repository (PGlite)', () => {
  it('property: every licence matching a filter is found exactly once across pages, in a stable order', async () => {
    const read = new SqlDistributionReadRepository(database.db);
    expect(everything.length).toBeGreaterThanOrEqual(60);
    await fc.assert(
      fc.asyncProperty(
        arbCriteria,
        fc.integer({ min: 1, max: 9 }),
        fc.constantFrom('name', 'status', 'licensedProvince', 'licenseNumber', 'expiryDate'),
        fc.constantFrom('asc', 'desc') as fc.Arbitrary<'asc' | 'desc'>,
        async (criteria, limit, sortField, sortOrder) => {
          const seen: string[] = [];
          let total = -1;
          for (let offset = 0; offset < 1000; offset += limit) {
            const page = await read.searchLicences(criteria, ALL, { offset, limit, sortField, sortOrder });
            total = page.total;
            expect(page.licenses.length).toBeLessThanOrEqual(limit);
            seen.push(...page.licenses.map((l) => l.id));
            if (page.licenses.length < limit) break;
          }
          const expected = everything.filter((l) => matches(criteria, l)).map((l) => l.id);
          expect(new Set(seen).size).toBe(seen.length);
          expect([...seen].sort()).toEqual([...expected].sort());
          expect(total).toBe(expected.length);
        },
      ),
      { numRuns: 40 },
    );
  });

  it('property: a scope of organizations finds only their licences', async () => {
    const read = new SqlDistributionReadRepository(database.db);
    await fc.assert(
      fc.asyncProperty(fc.subarray(['MAPLE', 'MAPLE-TOR', 'NORTHBANK', 'CM']), async (codes) => {
        const r = await read.searchLicences(
          {},
          { kind: 'SOME', codes },
          { offset: 0, limit: 100, sortField: 'name', sortOrder: 'asc' },
        );
        expect(r.licenses.every((l) => codes.includes(l.organizationCode))).toBe(true);
        expect(r.total).toBe(everything.filter((l) => codes.includes(l.organizationCode)).length);
      }),
      { numRuns: 15 },
    );
  });

  it('refuses nothing silently: a licence number taken in a province is reported, not in another', async () => {
    const admin = new SqlDistributionAdminRepository(database.db);
    const any = everything[0];
    if (!any) throw new Error('no licence');
    expect(await admin.licenceNumberTaken(any.licensedProvince as never, any.licenseNumber)).toBe(true);
    expect(await admin.licenceNumberTaken(any.licensedProvince as never, any.licenseNumber, any.id)).toBe(
      false,
    );
  });
});

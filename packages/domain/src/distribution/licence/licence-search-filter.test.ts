import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LICENCE_SEARCH_FIELDS, toLicenceSearchFilter } from './licence-search-filter';

const codes = (input: unknown) => {
  const r = toLicenceSearchFilter(input);
  return r.ok ? [] : r.errors.map((e) => `${e.field}:${e.code}`);
};

describe('licence search filter', () => {
  it('keeps filled fields trimmed and leaves empty ones out', () => {
    expect(
      toLicenceSearchFilter({
        organizationName: '  Voyages Soleil ',
        branchCode: '',
        firstName: null,
        lastName: undefined,
        licensedProvince: 'qc',
        status: 'AUTHORIZED',
        licenseNumber: 123,
        expiredDateStart: '2026-01-01',
        expiredDateEnd: '2026-12-31',
        unknownField: 'ignored',
      }),
    ).toEqual({
      ok: true,
      value: {
        organizationName: 'Voyages Soleil',
        licensedProvince: 'QC',
        status: 'AUTHORIZED',
        licenseNumber: '123',
        expiredDateStart: '2026-01-01',
        expiredDateEnd: '2026-12-31',
      },
    });
    expect(toLicenceSearchFilter(null)).toEqual({ ok: true, value: {} });
  });

  it('licenceSearchProvinceInvalid', () => {
    expect(codes({ licensedProvince: 'Ontario' })).toEqual(['licensedProvince:licenceSearchProvinceInvalid']);
  });

  it('licenceSearchStatusInvalid', () => {
    expect(codes({ status: 'DELETED' })).toEqual(['status:licenceSearchStatusInvalid']);
  });

  it('licenceSearchDateInvalid', () => {
    expect(codes({ expiredDateStart: '2026-02-30' })).toEqual(['expiredDateStart:licenceSearchDateInvalid']);
  });

  it('licenceSearchRangeInverted', () => {
    expect(codes({ expiredDateStart: '2026-03-01', expiredDateEnd: '2026-02-01' })).toEqual([
      'expiredDateEnd:licenceSearchRangeInverted',
    ]);
  });

  it('property: free-text fields come out trimmed, non-empty, and exactly the filled ones', () => {
    const textFields = LICENCE_SEARCH_FIELDS.filter(
      (f) => !['licensedProvince', 'status', 'expiredDateStart', 'expiredDateEnd'].includes(f),
    );
    const value = fc.oneof(fc.string({ maxLength: 8 }), fc.constantFrom(null, undefined, '', '   '));
    fc.assert(
      fc.property(fc.dictionary(fc.constantFrom(...textFields), value), (input) => {
        const r = toLicenceSearchFilter(input);
        expect(r.ok).toBe(true);
        if (!r.ok) return;
        const expected = Object.entries(input).filter(([, v]) => typeof v === 'string' && v.trim() !== '');
        expect(Object.keys(r.value).sort()).toEqual(expected.map(([k]) => k).sort());
        for (const v of Object.values(r.value)) {
          expect(v).toBe(String(v).trim());
          expect(v).not.toBe('');
        }
      }),
    );
  });
});

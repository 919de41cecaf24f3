import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { arbDate } from '../test-support/arbitraries';
import { date } from '../test-support/pricing';
import { selectRateVersion } from './rate-version';

const versions = [{ effectiveDate: date('2025-01-01') }, { effectiveDate: date('2026-01-01') }];

describe('choosing the rate version', () => {
  it('takes the latest version in force on the application date', () => {
    expect(selectRateVersion(versions, date('2025-12-31'))).toEqual({ ok: true, value: versions[0] });
    expect(selectRateVersion(versions, date('2026-01-01'))).toEqual({ ok: true, value: versions[1] });
  });

  it('noRatesInForce: nothing is in force before the first effective date', () => {
    expect(selectRateVersion(versions, date('2024-12-31'))).toEqual({
      ok: false,
      errors: [{ field: 'applicationDate', code: 'noRatesInForce' }],
    });
  });

  it('ratesVersionUnknown: a pinned version must exist; an existing one is used whatever the date', () => {
    expect(selectRateVersion(versions, date('2026-06-01'), date('2025-06-01'))).toEqual({
      ok: false,
      errors: [{ field: 'ratesVersion', code: 'ratesVersionUnknown' }],
    });
    expect(selectRateVersion(versions, date('2026-06-01'), date('2025-01-01'))).toEqual({
      ok: true,
      value: versions[0],
    });
  });

  it('property: the version chosen is in force on the date and no later version is', () => {
    fc.assert(
      fc.property(fc.uniqueArray(arbDate, { minLength: 1, maxLength: 6 }), arbDate, (dates, on) => {
        const list = dates.map((effectiveDate) => ({ effectiveDate }));
        const chosen = selectRateVersion(list, on);
        const inForce = dates.filter((d) => d <= on);
        if (inForce.length === 0 || !chosen.ok) {
          expect(chosen.ok).toBe(inForce.length > 0);
          return;
        }
        expect(chosen.value.effectiveDate <= on).toBe(true);
        expect(inForce.every((d) => d <= chosen.value.effectiveDate)).toBe(true);
      }),
    );
  });
});

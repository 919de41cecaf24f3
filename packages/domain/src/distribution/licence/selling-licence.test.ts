import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays, type CalendarDate } from '../../shared/calendar-date';
import { canSellInProvince, sellableProvinces, sellingLicenceCheck } from './selling-licence';
import { aLicence, arbLicence, arbProvince } from '../../test-support/distribution';
import { arbDate } from '../../test-support/arbitraries';

const today = '2026-05-01' as CalendarDate;
const codeOf = (r: ReturnType<typeof sellingLicenceCheck>) => (r.ok ? 'ok' : r.errors[0]?.code);

describe('selling needs an authorized, unexpired licence in the province', () => {
  it('allows a valid licence and returns it', () => {
    const l = aLicence();
    expect(sellingLicenceCheck([l], 'ON', today)).toEqual({ ok: true, value: l });
  });

  it('licenceMissing: no licence there, or only a deleted one', () => {
    expect(sellingLicenceCheck([aLicence({ licensedProvince: 'QC' })], 'ON', today)).toEqual({
      ok: false,
      errors: [{ field: 'licensedProvince', code: 'licenceMissing', params: { province: 'ON' } }],
    });
    expect(codeOf(sellingLicenceCheck([aLicence({ isDeleted: true })], 'ON', today))).toBe('licenceMissing');
  });

  it('licenceExpired: authorized but past its expiry date', () => {
    const expired = aLicence({ expiryDate: '2026-04-30' as CalendarDate });
    expect(codeOf(sellingLicenceCheck([expired], 'ON', today))).toBe('licenceExpired');
  });

  it('licenceNotAuthorized: in progress, renewal pending or refused', () => {
    for (const status of ['IN_PROGRESS', 'RENEWAL_PENDING', 'NOT_AUTHORIZED'] as const) {
      expect(codeOf(sellingLicenceCheck([aLicence({ status })], 'ON', today))).toBe('licenceNotAuthorized');
    }
  });

  it('lists the provinces one may sell in', () => {
    const ls = [
      aLicence(),
      aLicence({ id: 'L2', licensedProvince: 'QC', status: 'IN_PROGRESS' }),
      aLicence({ id: 'L3' }),
    ];
    expect(sellableProvinces(ls, today)).toEqual(['ON']);
  });

  it('property: canSellInProvince is false for every non-AUTHORIZED, expired or deleted licence', () => {
    fc.assert(
      fc.property(fc.array(arbLicence, { maxLength: 6 }), arbProvince, arbDate, (licences, province, day) => {
        const blocking = licences.filter(
          (l) => l.status !== 'AUTHORIZED' || l.expiryDate < day || l.isDeleted,
        );
        expect(canSellInProvince(blocking, province, day)).toBe(false);
      }),
    );
  });

  it('property: can sell exactly when some licence of that province is authorized, live and not deleted', () => {
    fc.assert(
      fc.property(fc.array(arbLicence, { maxLength: 6 }), arbProvince, arbDate, (licences, province, day) => {
        const oracle = licences.some(
          (l) =>
            l.licensedProvince === province &&
            l.status === 'AUTHORIZED' &&
            !l.isDeleted &&
            day <= l.expiryDate,
        );
        expect(canSellInProvince(licences, province, day)).toBe(oracle);
        expect(sellableProvinces(licences, day).includes(province)).toBe(oracle);
      }),
    );
  });

  it('property: a licence valid today is still valid on every earlier day of its life, and blocks the day after expiry', () => {
    fc.assert(
      fc.property(arbDate, fc.integer({ min: 0, max: 2000 }), (expiryDate, back) => {
        const l = aLicence({ expiryDate });
        expect(canSellInProvince([l], 'ON', addDays(expiryDate, -back))).toBe(true);
        expect(codeOf(sellingLicenceCheck([l], 'ON', addDays(expiryDate, 1)))).toBe('licenceExpired');
      }),
    );
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LICENCE_STATUSES } from '../../shared/enums';
import type { CalendarDate } from '../../shared/calendar-date';
import { isLicenceExpired, isPendingLicenceNumber, licenceKind, pendingLicenceNumber } from './licence';
import { LICENCE_STATUS_LABELS, licenceStatusLabel } from './licence-status';
import { aLicence, arbLicence } from '../../test-support/distribution';
import { arbDate } from '../../test-support/arbitraries';

describe('licence display and kind', () => {
  it('shows each status with its label, and Deleted over any status', () => {
    expect(licenceStatusLabel(aLicence({ status: 'AUTHORIZED' }))).toBe('licenceAuthorized');
    expect(licenceStatusLabel(aLicence({ status: 'IN_PROGRESS' }))).toBe('licenceInProgress');
    expect(licenceStatusLabel(aLicence({ status: 'NOT_AUTHORIZED' }))).toBe('licenceNotAuthorized');
    expect(licenceStatusLabel(aLicence({ status: 'RENEWAL_PENDING' }))).toBe('licenceRenewalPending');
    expect(licenceStatusLabel(aLicence({ status: 'AUTHORIZED', isDeleted: true }))).toBe('licenceDeleted');
  });

  it('tells an agent licence (profileRef present) from an agency licence', () => {
    expect(licenceKind(aLicence({ profileRef: 'AG7' }))).toBe('AGENT');
    expect(licenceKind(aLicence({ profileRef: undefined }))).toBe('AGENCY');
    expect(licenceKind(aLicence({ profileRef: '  ' }))).toBe('AGENCY');
  });

  it('counts the expiry day itself as valid', () => {
    const l = aLicence({ expiryDate: '2026-06-30' as CalendarDate });
    expect(isLicenceExpired(l, '2026-06-30' as CalendarDate)).toBe(false);
    expect(isLicenceExpired(l, '2026-07-01' as CalendarDate)).toBe(true);
  });

  it('property: the status display is total, distinct per status, and Deleted exactly when deleted', () => {
    expect(new Set(LICENCE_STATUSES.map((s) => LICENCE_STATUS_LABELS[s])).size).toBe(LICENCE_STATUSES.length);
    fc.assert(
      fc.property(arbLicence, (l) => {
        const label = licenceStatusLabel(l);
        expect(typeof label).toBe('string');
        expect(label === 'licenceDeleted').toBe(l.isDeleted);
        if (!l.isDeleted) expect(label).toBe(LICENCE_STATUS_LABELS[l.status]);
      }),
    );
  });

  it('property: expired exactly when today is after the expiry date', () => {
    fc.assert(
      fc.property(arbDate, arbDate, (expiryDate, today) => {
        expect(isLicenceExpired(aLicence({ expiryDate }), today)).toBe(today > expiryDate);
      }),
    );
  });
});

describe('a licence waiting for its number', () => {
  it('property: its placeholder is recognized and unique per licence; a real number is not a placeholder', () => {
    fc.assert(
      fc.property(fc.uuid(), fc.uuid(), fc.stringMatching(/^[A-Z]{2}-[0-9]{1,8}$/), (a, b, real) => {
        expect(isPendingLicenceNumber(pendingLicenceNumber(a))).toBe(true);
        expect(pendingLicenceNumber(a) === pendingLicenceNumber(b)).toBe(a === b);
        expect(isPendingLicenceNumber(real)).toBe(false);
      }),
    );
  });
});

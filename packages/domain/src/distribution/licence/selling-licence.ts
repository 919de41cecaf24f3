import type { CalendarDate } from '../../shared/calendar-date';
import type { Province } from '../../shared/enums';
import { fail, fieldError, ok, type Result } from '../../shared/result';
import type { SellingLicenceCode } from '../distribution.codes';
import { isLicenceExpired, type Licence } from './licence';

/**
 * Whether the holder of `licences` may sell in `province` on `today` (issue: "a licence that expires
 * or is not authorized blocks that agent from selling in that province"). Selling needs a licence
 * for that province that is AUTHORIZED, not deleted and not expired; on success the licence that
 * allows it. Otherwise the most telling reason: no licence at all, an authorized one that expired,
 * or one that is not (or no longer) authorized. Pass the seller's own licences (an agent's, or an
 * agency's for the agency check).
 */
export const sellingLicenceCheck = (
  licences: readonly Licence[],
  province: Province,
  today: CalendarDate,
): Result<Licence, SellingLicenceCode> => {
  const here = licences.filter((l) => l.licensedProvince === province && !l.isDeleted);
  const valid = here.find((l) => l.status === 'AUTHORIZED' && !isLicenceExpired(l, today));
  if (valid) return ok(valid);
  const code: SellingLicenceCode =
    here.length === 0
      ? 'licenceMissing'
      : here.some((l) => l.status === 'AUTHORIZED')
        ? 'licenceExpired'
        : 'licenceNotAuthorized';
  return fail([fieldError('licensedProvince', code, { province })]);
};

export const canSellInProvince = (
  licences: readonly Licence[],
  province: Province,
  today: CalendarDate,
): boolean => sellingLicenceCheck(licences, province, today).ok;

/** The provinces `licences` allow selling in on `today`. */
export const sellableProvinces = (licences: readonly Licence[], today: CalendarDate): readonly Province[] => [
  ...new Set(
    licences
      .filter((l) => !l.isDeleted && l.status === 'AUTHORIZED' && !isLicenceExpired(l, today))
      .map((l) => l.licensedProvince),
  ),
];

import { hasAll, type Claim } from '../../access/claims';
import type { DataScope } from '../../access/data-scope';

/** What an authorization vouches for: this number, in this province, until this date. */
export interface LicenceTerms {
  readonly status: string;
  readonly licensedProvince: string;
  readonly licenseNumber: string;
  readonly expiryDate?: string | null;
}

const AUTHORIZE: readonly Claim[] = ['LICENSE_EDIT'];

/** Only the insurer authorizes licences: its staff (scope ALL) holding the licence claim. */
export const mayAuthorizeLicences = (who: {
  readonly dataScope: DataScope;
  readonly claims: readonly Claim[];
}): boolean => who.dataScope === 'ALL' && hasAll(who.claims, AUTHORIZE);

const sameTerms = (a: LicenceTerms, b: LicenceTerms): boolean =>
  a.licensedProvince === b.licensedProvince &&
  a.licenseNumber === b.licenseNumber &&
  (a.expiryDate ?? null) === (b.expiryDate ?? null);

/**
 * Whether a licence write may leave the licence AUTHORIZED: always for who may authorize; for a
 * partner only when it already was, with the same province, number and expiry (renaming keeps the
 * authorization; a new licence, or changed terms, cannot come out authorized).
 */
export const licenceWriteAllowed = (
  mayAuthorize: boolean,
  after: LicenceTerms,
  before?: LicenceTerms,
): boolean =>
  mayAuthorize ||
  after.status !== 'AUTHORIZED' ||
  (before !== undefined && before.status === 'AUTHORIZED' && sameTerms(before, after));

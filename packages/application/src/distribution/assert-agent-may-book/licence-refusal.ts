import { calendarDateAt, type Province, type SellingLicenceCode, type UserType } from '@tripx/domain';
import type { DistributionReadRepository } from '../distribution-read.repository.port';
import { LicenceRefused } from '../distribution.errors';
import { assertAgentMayBook, assertAgencyMayBook, type MayBookResult } from './assert-agent-may-book';

/**
 * Who sells, as the session knows it: anonymous consumers have neither a profile nor a user type.
 * A partner's server (an API key) sells for its organization: `partnerOrganization`.
 */
export interface Seller {
  readonly profileRef: string | null;
  readonly userType: UserType | null;
  readonly partnerOrganization?: string;
}

/** What the licence check reads: an agent's profile, or an organization's category and own licences. */
export type LicenceReads = Pick<
  DistributionReadRepository,
  'findProfile' | 'organizations' | 'agencyLicences'
>;

/**
 * Agents (signed-in CIAM_ID users) sell under their own licence, and a partner's server under its
 * organization's when that organization is an agency; insurer staff (LAN_ID) and consumers buying
 * for themselves need none.
 */
export const needsLicence = (seller: Seller): boolean =>
  (seller.profileRef !== null && seller.userType === 'CIAM_ID') || seller.partnerOrganization !== undefined;

/** The quote and purchase field the refusal points at: the province the agent would sell in. */
export const LICENCE_FIELD = 'tripInformation.provinceOfResidence';

const MESSAGES: Readonly<Record<SellingLicenceCode, string>> = {
  licenceMissing: 'The seller holds no licence for this province.',
  licenceExpired: "The seller's licence for this province has expired.",
  licenceNotAuthorized: "The seller's licence for this province is not authorized.",
};

/** The check that applies to `seller`, or undefined when it sells without a licence. */
const mayBook = async (
  read: LicenceReads,
  seller: Seller,
  province: Province,
  now: Date,
): Promise<MayBookResult | undefined> => {
  const today = calendarDateAt(now);
  if (seller.partnerOrganization !== undefined)
    return assertAgencyMayBook(read, { organizationCode: seller.partnerOrganization, province, today });
  return seller.profileRef !== null && seller.userType === 'CIAM_ID'
    ? assertAgentMayBook(read, { profileRef: seller.profileRef, province, today })
    : undefined;
};

/**
 * The refusal of a seller (an agent, or a partner's agency) who may not sell in `province` today
 * (Toronto calendar day of `now`), or undefined when the seller may sell there (or needs no licence). The code is the one of
 * assertAgentMayBook, an i18next key of translations/errors/distribution.
 */
export const licenceRefusal = async (
  read: LicenceReads,
  seller: Seller,
  province: Province,
  now: Date,
): Promise<LicenceRefused | undefined> => {
  const r = await mayBook(read, seller, province, now);
  if (!r || r.ok) return undefined;
  const code = r.errors[0]?.code ?? 'licenceMissing';
  return new LicenceRefused({ code, message: MESSAGES[code], fields: [{ path: LICENCE_FIELD, code }] });
};

import { calendarDateAt, type Province, type SellingLicenceCode, type UserType } from '@tripx/domain';
import type { DistributionReadRepository } from '../distribution-read.repository.port';
import { LicenceRefused } from '../distribution.errors';
import { assertAgentMayBook } from './assert-agent-may-book';

/** Who sells, as the session knows it: anonymous consumers have neither a profile nor a user type. */
export interface Seller {
  readonly profileRef: string | null;
  readonly userType: UserType | null;
}

/**
 * Only agents (signed-in CIAM_ID users) sell under their own licence; insurer staff (LAN_ID) and
 * consumers buying for themselves need none.
 */
export const needsLicence = (seller: Seller): seller is Seller & { readonly profileRef: string } =>
  seller.profileRef !== null && seller.userType === 'CIAM_ID';

/** The quote and purchase field the refusal points at: the province the agent would sell in. */
export const LICENCE_FIELD = 'tripInformation.provinceOfResidence';

const MESSAGES: Readonly<Record<SellingLicenceCode, string>> = {
  licenceMissing: 'The agent holds no licence for this province.',
  licenceExpired: "The agent's licence for this province has expired.",
  licenceNotAuthorized: "The agent's licence for this province is not authorized.",
};

/**
 * The refusal of an agent who may not sell in `province` today (Toronto calendar day of
 * `now`), or undefined when the seller may sell there (or needs no licence). The code is the one of
 * assertAgentMayBook, an i18next key of translations/errors/distribution.
 */
export const licenceRefusal = async (
  read: Pick<DistributionReadRepository, 'findProfile'>,
  seller: Seller,
  province: Province,
  now: Date,
): Promise<LicenceRefused | undefined> => {
  if (!needsLicence(seller)) return undefined;
  const r = await assertAgentMayBook(read, {
    profileRef: seller.profileRef,
    province,
    today: calendarDateAt(now),
  });
  if (r.ok) return undefined;
  const code = r.errors[0]?.code ?? 'licenceMissing';
  return new LicenceRefused({ code, message: MESSAGES[code], fields: [{ path: LICENCE_FIELD, code }] });
};

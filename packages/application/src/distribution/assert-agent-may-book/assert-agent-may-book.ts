import {
  AGENCY_CATEGORY,
  isOneOf,
  LICENCE_STATUSES,
  parseCalendarDate,
  PROVINCES,
  sellingLicenceCheck,
  type CalendarDate,
  type FieldError,
  type Licence,
  type Province,
  type SellingLicenceCode,
} from '@tripx/domain';
import type { DistributionReadRepository, LicenceRow } from '../distribution-read.repository.port';

/** A licence without an expiry date never expires. */
const NO_EXPIRY = '9999-12-31' as CalendarDate;

export const toDomainLicence = (l: LicenceRow): Licence | undefined =>
  isOneOf(LICENCE_STATUSES, l.status) && isOneOf(PROVINCES, l.licensedProvince)
    ? {
        id: l.id,
        name: l.name,
        status: l.status,
        licensedProvince: l.licensedProvince,
        organizationCode: l.organizationCode,
        licenseNumber: l.licenseNumber,
        isDeleted: l.isDeleted,
        ...(l.profileRef ? { profileRef: l.profileRef } : {}),
        expiryDate: parseCalendarDate(l.expiryDate ?? '') ?? NO_EXPIRY,
      }
    : undefined;

export type MayBookResult =
  | { readonly ok: true; readonly licence: Licence }
  | { readonly ok: false; readonly errors: readonly FieldError<SellingLicenceCode>[] };

/**
 * For the booking flow: may this agent sell in `province` today? Needs an AUTHORIZED, not deleted,
 * not expired licence of the agent for that province (domain sellingLicenceCheck). On refusal the
 * field error (licensedProvince: licenceMissing | licenceExpired | licenceNotAuthorized, with the
 * province as parameter) is the message to show; an unknown agent has no licence (licenceMissing).
 */
export const assertAgentMayBook = async (
  read: Pick<DistributionReadRepository, 'findProfile'>,
  input: { readonly profileRef: string; readonly province: Province; readonly today: CalendarDate },
): Promise<MayBookResult> => {
  const profile = await read.findProfile(input.profileRef);
  return mayBookWith(profile?.licenses ?? [], input);
};

const mayBookWith = (
  rows: readonly LicenceRow[],
  input: { readonly province: Province; readonly today: CalendarDate },
): MayBookResult => {
  const licences = rows.flatMap((l) => toDomainLicence(l) ?? []);
  const r = sellingLicenceCheck(licences, input.province, input.today);
  return r.ok ? { ok: true, licence: r.value } : { ok: false, errors: r.errors };
};

/**
 * For a partner's server selling for its organization: an agency sells only where one of its own
 * agency licences allows it today (the same rule as an agent's); an organization of another
 * category (direct, white label) sells to consumers, who need no licence (undefined); an unknown
 * one, nowhere.
 */
export const assertAgencyMayBook = async (
  read: Pick<DistributionReadRepository, 'organizations' | 'agencyLicences'>,
  input: { readonly organizationCode: string; readonly province: Province; readonly today: CalendarDate },
): Promise<MayBookResult | undefined> => {
  const organization = (await read.organizations()).find((o) => o.code === input.organizationCode);
  if (organization && organization.category !== AGENCY_CATEGORY) return undefined;
  return mayBookWith(organization ? await read.agencyLicences(input.organizationCode) : [], input);
};

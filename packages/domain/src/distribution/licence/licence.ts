import type { CalendarDate } from '../../shared/calendar-date';
import type { AgentType, LicenceStatus, Province } from '../../shared/enums';

/** A licence row (spec 3), with the expiry date the spec's search filters on (expiredDateStart/End). */
export interface Licence {
  readonly id: string;
  readonly name?: string;
  readonly status: LicenceStatus;
  readonly licensedProvince: Province;
  readonly organizationCode: string;
  readonly licenseNumber: string;
  readonly isDeleted: boolean;
  /** Present on an agent's licence, absent on an agency's. */
  readonly profileRef?: string;
  /** The last day the licence is valid, inclusive (a Toronto calendar day). */
  readonly expiryDate: CalendarDate;
}

const PENDING_NUMBER = 'PENDING-';

/**
 * The number of an agent licence made from a profile's province until its real number is entered:
 * unique per licence (numbers are unique within a province), a placeholder no screen shows.
 */
export const pendingLicenceNumber = (licenceId: string): string => `${PENDING_NUMBER}${licenceId}`;

/** The licence still waits for its number (its number is the placeholder of pendingLicenceNumber). */
export const isPendingLicenceNumber = (licenseNumber: string): boolean =>
  licenseNumber.startsWith(PENDING_NUMBER);

/** Spec 3: profileRef present means an agent licence, absent (or blank) an agency licence. */
export const licenceKind = (licence: Pick<Licence, 'profileRef'>): AgentType =>
  typeof licence.profileRef === 'string' && licence.profileRef.trim() !== '' ? 'AGENT' : 'AGENCY';

/** A licence has expired once `today` is past its expiry date. */
export const isLicenceExpired = (licence: Pick<Licence, 'expiryDate'>, today: CalendarDate): boolean =>
  licence.expiryDate < today;

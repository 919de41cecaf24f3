import { LICENCE_STATUSES, isOneOf, licenceStatusLabel, type LicenceStatusLabel } from '@tripx/domain';

/** A licence row's status label; a status the domain does not know shows as Not Authorized, never blank. */
export const licenceRowLabel = (row: {
  readonly status: string;
  readonly isDeleted: boolean;
}): LicenceStatusLabel =>
  licenceStatusLabel({
    status: isOneOf(LICENCE_STATUSES, row.status) ? row.status : 'NOT_AUTHORIZED',
    isDeleted: row.isDeleted,
  });

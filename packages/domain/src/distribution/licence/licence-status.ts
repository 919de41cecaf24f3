import type { LicenceStatus } from '../../shared/enums';
import type { Licence } from './licence';

/** Display of a licence's status (spec 4.7) as label keys of `translations/admin/distribution.*.json`. */
export const LICENCE_STATUS_LABELS = {
  AUTHORIZED: 'licenceAuthorized',
  IN_PROGRESS: 'licenceInProgress',
  NOT_AUTHORIZED: 'licenceNotAuthorized',
  RENEWAL_PENDING: 'licenceRenewalPending',
} as const satisfies Record<LicenceStatus, string>;

export const LICENCE_DELETED_LABEL = 'licenceDeleted';

export type LicenceStatusLabel = (typeof LICENCE_STATUS_LABELS)[LicenceStatus] | typeof LICENCE_DELETED_LABEL;

/** The deleted flag wins over the status: a deleted licence shows Deleted whatever it was. */
export const licenceStatusLabel = (licence: Pick<Licence, 'status' | 'isDeleted'>): LicenceStatusLabel =>
  licence.isDeleted ? LICENCE_DELETED_LABEL : LICENCE_STATUS_LABELS[licence.status];

/** Display of the licence kind (agent or agency), label keys of the same file. */
export const LICENCE_KIND_LABELS = { AGENT: 'licenceKindAgent', AGENCY: 'licenceKindAgency' } as const;

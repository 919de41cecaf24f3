import type { PartnerKeyManageError } from '@tripx/application';
import type { Statuses } from './answer-effect';

/** The staff's partner-key calls' failures as the API answers them (issue 21). */
export const PARTNER_KEY_STATUSES: Statuses<PartnerKeyManageError> = {
  PartnerKeyInvalid: { status: 400, code: 'badRequest' },
  PartnerKeyNotFound: 404,
  PartnerKeyAlreadyRevoked: 409,
};

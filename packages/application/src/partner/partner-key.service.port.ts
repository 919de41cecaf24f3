import type * as t from 'io-ts';
import type {
  CreatedPartnerKeyCodec,
  PartnerKeyBody,
  PartnerKeyCodec,
  PartnerKeysCodec,
} from '../contracts/partner-keys.contract';
import type { ApiResult } from '../contracts/service-result';

export type PartnerKeyResponse = t.TypeOf<typeof PartnerKeyCodec>;
export type CreatedPartnerKeyResponse = t.TypeOf<typeof CreatedPartnerKeyCodec>;

/** The staff's partner-key calls (`/api/partner-keys`), as the staff app makes them. */
export interface PartnerKeyService {
  keys(organizationCode: string): Promise<ApiResult<t.TypeOf<typeof PartnerKeysCodec>>>;
  create(body: PartnerKeyBody): Promise<ApiResult<CreatedPartnerKeyResponse>>;
  rotate(id: string): Promise<ApiResult<CreatedPartnerKeyResponse>>;
  revoke(id: string): Promise<ApiResult<PartnerKeyResponse>>;
}

import type { PartnerEnvironment, PartnerScope } from '@tripx/domain';

/**
 * Who calls `/partner/v1`: the key the request authenticated with. The organization is the key's,
 * never the request body's; the scopes say which routes it may call.
 */
export interface PartnerCaller {
  readonly keyId: string;
  readonly organizationCode: string;
  readonly scopes: readonly PartnerScope[];
  readonly environment: PartnerEnvironment;
}

import { PARTNER_ENVIRONMENTS, PARTNER_SCOPES } from '@tripx/domain';
import * as t from 'io-ts';
import { Text, boundedString, literalUnion } from './codecs';

/** The codecs of the staff's partner-key calls (`/api/partner-keys`, issue 21). */
export const PartnerScopeCodec = literalUnion(PARTNER_SCOPES, 'PartnerScope');
export const PartnerEnvironmentCodec = literalUnion(PARTNER_ENVIRONMENTS, 'PartnerEnvironment');

const Instant = boundedString(40, 'Instant');
const Code = boundedString(40);

/** POST /api/partner-keys: the organization, a name, scopes and environment (the domain checks them). */
export const PartnerKeyBody = t.type({
  organizationCode: Code,
  name: Text,
  scopes: t.array(PartnerScopeCodec),
  environment: PartnerEnvironmentCodec,
});
export type PartnerKeyBody = t.TypeOf<typeof PartnerKeyBody>;

export const PartnerKeysQuery = t.type({ organizationCode: Code });
export const PartnerKeyIdParams = t.type({ id: Code });

/** A key as staff see it: never its secret nor its digest. */
export const PartnerKeyCodec = t.type({
  id: t.string,
  organizationCode: t.string,
  name: t.string,
  scopes: t.array(PartnerScopeCodec),
  environment: PartnerEnvironmentCodec,
  createdBy: t.string,
  createdAt: Instant,
  revokedAt: t.union([Instant, t.null]),
  lastUsedAt: t.union([Instant, t.null]),
});
export type PartnerKeyCodec = t.TypeOf<typeof PartnerKeyCodec>;

export const PartnerKeysCodec = t.type({ keys: t.array(PartnerKeyCodec) });

/** A new key and its secret, the one answer that ever holds the secret. */
export const CreatedPartnerKeyCodec = t.type({ key: PartnerKeyCodec, secret: t.string });

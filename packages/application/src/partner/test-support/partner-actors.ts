import type { Claim, DataScope } from '@tripx/domain';
import type { Actor } from '../../session/session';

/** A signed-in caller for the partner-key use cases: by default insurer staff with the claim. */
export const aPartnerKeyManager = (
  overrides: { claims?: readonly Claim[]; dataScope?: DataScope; organizationsInScope?: string[] } = {},
): Actor => ({
  kind: 'user',
  organizationCode: null,
  profileRef: 'prf-staff',
  profileCode: 'staff@example.com',
  name: 'Staff Admin',
  userType: 'LAN_ID',
  role: 'Staff_Admin',
  claims: overrides.claims ?? ['PARTNER_KEY_MANAGE'],
  dataScope: overrides.dataScope ?? 'ALL',
  organizations: [],
  organizationsInScope: overrides.organizationsInScope ?? [],
});

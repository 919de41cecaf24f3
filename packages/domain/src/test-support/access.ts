import fc from 'fast-check';
import { USER_TYPES } from '../shared/enums';
import type { AccessUser } from '../access/access-user';
import { ADMIN_ROUTES, type AdminRoute } from '../access/admin-routes';
import { CLAIMS, type Claim } from '../access/claims';
import { USER_ROLES, ROLE_CLAIMS, type UserRole } from '../access/roles';

/** A user with overrides: by default an agency (CIAM) user with no claims at all. */
export const anAccessUser = (overrides: Partial<AccessUser> = {}): AccessUser => ({
  userType: 'CIAM_ID',
  claims: [],
  ...overrides,
});

export const aUserWithRole = (role: UserRole, overrides: Partial<AccessUser> = {}): AccessUser =>
  anAccessUser({
    userType: role.startsWith('Staff_') ? 'LAN_ID' : 'CIAM_ID',
    claims: ROLE_CLAIMS[role],
    ...overrides,
  });

export const arbClaim: fc.Arbitrary<Claim> = fc.constantFrom(...CLAIMS);
export const arbClaims: fc.Arbitrary<readonly Claim[]> = fc.subarray([...CLAIMS]);
export const arbUserType = fc.constantFrom(...USER_TYPES);
export const arbRole: fc.Arbitrary<UserRole> = fc.constantFrom(...USER_ROLES);

/** Random claim sets, plus every role's real set so the interesting combinations come up often. */
export const arbAccessUser: fc.Arbitrary<AccessUser> = fc.record({
  userType: arbUserType,
  claims: fc.oneof(
    arbClaims,
    arbRole.map((r) => ROLE_CLAIMS[r]),
  ),
});

export const arbAdminRoute: fc.Arbitrary<AdminRoute> = fc.constantFrom(...ADMIN_ROUTES);

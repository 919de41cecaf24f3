import type { UserType } from '../shared/enums';
import { CLAIMS, type Claim, unionClaims } from './claims';

/** The six agency roles of spec 6, the only ones offered when an agency registers an agent. */
export const AGENCY_ROLES = [
  'Consultant_Agency',
  'Consultant_Own',
  'Administrator_Full',
  'Administrator_Lite',
  'View_Only',
  'Administrator_User',
] as const;
export type AgencyRole = (typeof AGENCY_ROLES)[number];

/** Roles of insurer staff (LAN_ID users); ours, the spec names none. */
export const STAFF_ROLES = ['Staff_Admin', 'Staff_Viewer'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

export const USER_ROLES = [...AGENCY_ROLES, ...STAFF_ROLES] as const;
export type UserRole = (typeof USER_ROLES)[number];

export const ROLE_CATEGORIES = ['Agency', 'Internal'] as const;
export type RoleCategory = (typeof ROLE_CATEGORIES)[number];

export const isUserRole = (value: unknown): value is UserRole =>
  typeof value === 'string' && (USER_ROLES as readonly string[]).includes(value);

export const isAgencyRole = (value: unknown): value is AgencyRole =>
  typeof value === 'string' && (AGENCY_ROLES as readonly string[]).includes(value);

export const roleCategory = (role: UserRole): RoleCategory => (isAgencyRole(role) ? 'Agency' : 'Internal');

/** English titles as the spec writes them (the en dash of 'Lite' included); FR in translations/admin/roles. */
export const ROLE_TITLES_EN: Readonly<Record<UserRole, string>> = {
  Consultant_Agency: 'Travel Consultant - Agency policies',
  Consultant_Own: 'Travel Consultant - Own policies',
  Administrator_Full: 'Administrator - Full Access',
  Administrator_Lite: 'Administrator – Lite access',
  View_Only: 'View Only',
  Administrator_User: 'User Administrator Only',
  Staff_Admin: 'Insurer staff - Administrator',
  Staff_Viewer: 'Insurer staff - Read only',
};

/** Selling and servicing policies: what a travel consultant does all day. */
const SELL: readonly Claim[] = [
  'TRIPX_READ',
  'TRIPX_SELL',
  'QUOTE_READ',
  'QUOTE_SAVE',
  'GRAPH_API',
  'POLICY_CREATE',
  'POLICY_BOOKING',
  'POLICY_NOTIFICATION',
  'POLICY_READ',
  'POLICY_UPDATE',
  'POLICY_EDIT',
  'POLICY_CANCEL',
  'POLICY_NOTE_READ',
  'POLICY_NOTE_EDIT',
  'PAYMENT_CREATE',
  'PAYMENT_UPDATE',
  'PAYMENT_REFUND',
];
/** Managing the agency's agents and their licences. */
const MANAGE_AGENTS: readonly Claim[] = [
  'TRIPX_READ',
  'ORGANIZATION_READ',
  'PROFILE_READ',
  'PROFILE_CREATE',
  'PROFILE_EDIT',
  'PROFILE_DELETE',
  'LICENSE_READ',
  'LICENSE_CREATE',
  'LICENSE_EDIT',
];
/** Every read claim, nothing that changes anything. */
const READ_ALL: readonly Claim[] = CLAIMS.filter((c) => c.endsWith('_READ'));

/** The role-to-claims mapping (the spec leaves it open; the reasoning is in the package README). */
export const ROLE_CLAIMS: Readonly<Record<UserRole, readonly Claim[]>> = {
  Consultant_Agency: unionClaims(SELL),
  Consultant_Own: unionClaims(SELL),
  Administrator_Full: unionClaims(SELL, MANAGE_AGENTS, ['REPORT_READ']),
  Administrator_Lite: unionClaims(SELL, ['ORGANIZATION_READ', 'PROFILE_READ', 'LICENSE_READ', 'REPORT_READ']),
  View_Only: unionClaims(['TRIPX_READ', 'QUOTE_READ', 'POLICY_READ', 'POLICY_NOTE_READ', 'REPORT_READ']),
  Administrator_User: unionClaims(MANAGE_AGENTS),
  Staff_Admin: CLAIMS,
  Staff_Viewer: unionClaims(READ_ALL),
};

/** Agency roles belong to external (CIAM) users, staff roles to LAN_ID users; a mismatch grants nothing. */
export const roleFitsUserType = (role: UserRole, userType: UserType): boolean =>
  roleCategory(role) === (userType === 'LAN_ID' ? 'Internal' : 'Agency');

/** The roles a user of that type may hold: Agency roles for partners, staff roles for LAN_ID users. */
export const rolesFor = (userType: UserType): readonly UserRole[] =>
  USER_ROLES.filter((r) => roleFitsUserType(r, userType));

/** The claims of a stored role; an unknown role or one of the wrong user type gets none (least privilege). */
export const claimsForRole = (role: unknown, userType: UserType): readonly Claim[] =>
  isUserRole(role) && roleFitsUserType(role, userType) ? ROLE_CLAIMS[role] : [];

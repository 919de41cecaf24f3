import type { UserRole } from '@tripx/domain';
import type { Db } from '../database/database';

export interface DemoUser {
  readonly profileRef: string;
  readonly profileCode: string;
  readonly userType: 'LAN_ID' | 'CIAM_ID';
  readonly role: UserRole;
  readonly firstName: string;
  readonly lastName: string;
  readonly language: 'en' | 'fr';
  readonly province: string;
  readonly city: string;
  /** The first organization is the user's default. */
  readonly organizations: readonly string[];
}

const user = (
  profileCode: string,
  userType: DemoUser['userType'],
  role: UserRole,
  name: [string, string],
  language: DemoUser['language'],
  where: [string, string],
  organizations: readonly string[],
): DemoUser => ({
  profileRef: `prf-${profileCode.replace('.', '-')}`,
  profileCode,
  userType,
  role,
  firstName: name[0],
  lastName: name[1],
  language,
  city: where[0],
  province: where[1],
  organizations,
});

/** One user per role (the sign-in issue signs in as them), plus a second own-policies consultant. */
export const DEMO_USERS: readonly DemoUser[] = [
  user(
    'admin',
    'LAN_ID',
    'Staff_Admin',
    ['Alex', 'Tremblay'],
    'en',
    ['Toronto', 'ON'],
    ['CM', 'MAPLE', 'NORTHBANK'],
  ),
  user('staff.viewer', 'LAN_ID', 'Staff_Viewer', ['Sam', 'Gagnon'], 'fr', ['Montréal', 'QC'], ['CM']),
  user(
    'agency.admin',
    'CIAM_ID',
    'Administrator_Full',
    ['Dana', 'Whitfield'],
    'en',
    ['Toronto', 'ON'],
    ['MAPLE'],
  ),
  user('agency.lite', 'CIAM_ID', 'Administrator_Lite', ['Chris', 'Roy'], 'fr', ['Laval', 'QC'], ['MAPLE']),
  user(
    'agent.agency',
    'CIAM_ID',
    'Consultant_Agency',
    ['Julie', 'Bouchard'],
    'fr',
    ['Montréal', 'QC'],
    ['MAPLE-MTL'],
  ),
  user('agent.own', 'CIAM_ID', 'Consultant_Own', ['Priya', 'Singh'], 'en', ['Toronto', 'ON'], ['MAPLE-TOR']),
  user(
    'agent.own2',
    'CIAM_ID',
    'Consultant_Own',
    ['Marc', 'Lavoie'],
    'en',
    ['Mississauga', 'ON'],
    ['MAPLE-TOR'],
  ),
  user('agency.viewer', 'CIAM_ID', 'View_Only', ['Jordan', 'Lee'], 'en', ['Ottawa', 'ON'], ['MAPLE']),
  user('user.admin', 'CIAM_ID', 'Administrator_User', ['Nadia', 'Côté'], 'fr', ['Québec', 'QC'], ['MAPLE']),
];

export const demoUser = (profileCode: string): DemoUser => {
  const found = DEMO_USERS.find((u) => u.profileCode === profileCode);
  if (!found) throw new Error(`no demo user ${profileCode}`);
  return found;
};

export const seedDemoUsers = async (trx: Db): Promise<void> => {
  for (const u of DEMO_USERS) {
    await trx
      .insertInto('users')
      .values({
        profile_ref: u.profileRef,
        profile_code: u.profileCode,
        user_type: u.userType,
        role_code: u.role,
        agent_type: u.userType === 'LAN_ID' ? 'AGENCY' : 'AGENT',
        first_name: u.firstName,
        last_name: u.lastName,
        email: `${u.profileCode}@example.com`,
        language: u.language,
        title: u.role,
        status: 'ACTIVE',
        city: u.city,
        province: u.province,
        created_by: 'seed',
      })
      .execute();
    await trx
      .insertInto('user_organizations')
      .values(
        u.organizations.map((code, i) => ({
          profile_ref: u.profileRef,
          organization_code: code,
          is_default: i === 0,
        })),
      )
      .execute();
  }
};

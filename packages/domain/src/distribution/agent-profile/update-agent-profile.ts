import { DEFAULT_COUNTRY } from '../../shared/limits';
import { fromErrors, type Result } from '../../shared/result';
import { AGENCY_ROLES, ROLE_TITLES_EN, type UserRole } from '../../access/roles';
import { FieldReader } from './agent-profile-fields';
import type { AgentProfileCode, AgentProfileForm, AgentProfileUpdatePayload } from './agent-profile.types';

const present = <K extends string, V>(key: K, value: V | undefined): { [P in K]?: V } =>
  (value === undefined ? {} : { [key]: value }) as { [P in K]?: V };

/**
 * The update payload (spec 3, 5.6): fields left empty or null are omitted (they change nothing), the
 * others are checked as on create; country is always CA. An organizations list, when sent, must still
 * hold exactly one default; a licences list, when sent, replaces the agent's (so [] is kept: it
 * removes them all). `offeredRoles` are the roles the profile may take (rolesFor its user type):
 * Agency roles for an agent, staff roles for insurer staff.
 */
export const updateAgentProfile = (
  form: AgentProfileForm,
  offeredRoles: readonly UserRole[] = AGENCY_ROLES,
): Result<AgentProfileUpdatePayload, AgentProfileCode> => {
  const read = new FieldReader();
  const role = read.role(form.role, false, offeredRoles);
  const payload: AgentProfileUpdatePayload = {
    ...present('profileCode', read.text('profileCode', form.profileCode, false)),
    ...present('role', role),
    ...present('title', role === undefined ? undefined : ROLE_TITLES_EN[role]),
    ...present('status', read.status(form.status)),
    ...present(
      'organizations',
      Array.isArray(form.organizations) ? read.organizations(form.organizations) : undefined,
    ),
    ...present('firstName', read.text('firstName', form.firstName, false)),
    ...present('lastName', read.text('lastName', form.lastName, false)),
    ...present('language', read.language(form.language, false)),
    ...present('city', read.text('city', form.city, false)),
    ...present('province', read.province('province', form.province)),
    country: DEFAULT_COUNTRY,
    ...present('email', read.email(form.email, false)),
    ...present('licenses', Array.isArray(form.licenses) ? read.licenses(form.licenses) : undefined),
  };
  return fromErrors(payload, read.errors);
};

import { DEFAULT_COUNTRY } from '../../shared/limits';
import { fail, ok, type Result } from '../../shared/result';
import { AGENCY_ROLES, ROLE_TITLES_EN } from '../../access/roles';
import { FieldReader } from './agent-profile-fields';
import type {
  AgentProfileCode,
  AgentProfileCreateMeta,
  AgentProfileCreatePayload,
  AgentProfileForm,
} from './agent-profile.types';

/**
 * The create payload of an agent profile (spec 3): status NEW and country CA whatever the form says,
 * names and every text trimmed, field limits of spec 5.6, an e-mail of the shared pattern, a role of
 * the Agency category (its title goes with it), at least one organization with exactly one default,
 * licences by province. Every error is returned at once.
 */
export const createAgentProfile = (
  form: AgentProfileForm,
  meta: AgentProfileCreateMeta,
): Result<AgentProfileCreatePayload, AgentProfileCode> => {
  const read = new FieldReader();
  const profileCode = read.text('profileCode', form.profileCode, true);
  const role = read.role(form.role, true, AGENCY_ROLES);
  const firstName = read.text('firstName', form.firstName, true);
  const lastName = read.text('lastName', form.lastName, true);
  const language = read.language(form.language, true);
  const city = read.text('city', form.city, false);
  const province = read.province('province', form.province);
  const email = read.email(form.email, true);
  const organizations = read.organizations(form.organizations);
  const licenses = read.licenses(form.licenses);
  if (
    read.errors.length > 0 ||
    profileCode === undefined ||
    role === undefined ||
    firstName === undefined ||
    lastName === undefined ||
    language === undefined ||
    email === undefined ||
    organizations === undefined ||
    licenses === undefined
  ) {
    return fail(read.errors);
  }
  return ok({
    referenceNumber: meta.referenceNumber,
    profileCode,
    role,
    title: ROLE_TITLES_EN[role],
    status: 'NEW',
    organizations,
    firstName,
    lastName,
    language,
    ...(city === undefined ? {} : { city }),
    ...(province === undefined ? {} : { province }),
    country: DEFAULT_COUNTRY,
    email,
    licenses,
    createdBy: meta.createdBy,
  });
};

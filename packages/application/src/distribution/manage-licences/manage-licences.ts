import { licenceWriteAllowed, mayAuthorizeLicences } from '@tripx/domain';
import { mayActOn, organizationTarget, userTarget } from '../../access/may-act-on';
import type { Actor } from '../../session/session';
import { invalid, refused, type AdminResult } from '../admin-result';
import type { DistributionAdminRepository, LicenceInput } from '../distribution-admin.repository.port';
import type { DistributionReadRepository, LicenceRow } from '../distribution-read.repository.port';
import { readLicenceForm } from './licence-form';

export interface LicenceDeps {
  readonly repo: Pick<
    DistributionAdminRepository,
    'insertLicence' | 'findLicence' | 'updateLicence' | 'licenceNumberTaken'
  >;
  readonly read: Pick<DistributionReadRepository, 'findProfile' | 'organizations'>;
  newId(): string;
}

type Owner =
  | { readonly kind: 'AGENCY'; readonly organizationCode: string }
  | { readonly kind: 'AGENT'; readonly profileRef: string };

/** Who holds a licence: the agency (its organization) or the agent (the profile, all its organizations). */
const reachesOwner = async (
  read: LicenceDeps['read'],
  actor: Actor,
  owner: Owner,
): Promise<{ organizationCode: string } | undefined> => {
  if (owner.kind === 'AGENCY') {
    const known = (await read.organizations()).some((o) => o.code === owner.organizationCode);
    return known && mayActOn(actor, organizationTarget(owner.organizationCode))
      ? { organizationCode: owner.organizationCode }
      : undefined;
  }
  const profile = await read.findProfile(owner.profileRef);
  return profile && mayActOn(actor, userTarget(profile))
    ? { organizationCode: profile.organizationCode }
    : undefined;
};

/** Licences are authorized by the insurer only (a partner may keep, never grant, AUTHORIZED). */
const authorizationAllowed = (actor: Actor, after: LicenceInput, before?: LicenceRow): boolean =>
  actor.kind === 'user' && licenceWriteAllowed(mayAuthorizeLicences(actor), after, before);

const asRecord = (v: unknown): Readonly<Record<string, unknown>> =>
  typeof v === 'object' && v !== null && !Array.isArray(v) ? (v as Record<string, unknown>) : {};

/**
 * Create an agency licence (organizationCode, license) or an agent licence (profileRef, license),
 * spec 3: the caller must reach the agency, or the agent (the licence is of its default
 * organization), and may create it AUTHORIZED only as insurer staff.
 */
export const createLicence = async (
  deps: LicenceDeps,
  actor: Actor,
  owner: Owner,
  license: unknown,
): Promise<AdminResult<LicenceRow>> => {
  const reached = await reachesOwner(deps.read, actor, owner);
  if (!reached) return refused('notFound');
  const form = readLicenceForm(asRecord(license));
  if (!form.ok) return invalid(form.errors);
  if (!authorizationAllowed(actor, form.value)) return refused('licenceAuthorizationStaffOnly');
  if (await deps.repo.licenceNumberTaken(form.value.licensedProvince, form.value.licenseNumber))
    return refused('conflict');
  const id = deps.newId();
  await deps.repo.insertLicence({
    ...form.value,
    id,
    organizationCode: reached.organizationCode,
    ...(owner.kind === 'AGENT' ? { profileRef: owner.profileRef } : {}),
  });
  const saved = await deps.repo.findLicence(id);
  return saved ? { ok: true, value: saved } : refused('notFound');
};

/** A licence of that owner (`{path}/{id}/license/{licenseId}`), if the caller may see it. */
export const getLicence = async (
  deps: Pick<LicenceDeps, 'repo' | 'read'>,
  actor: Actor,
  owner: Owner,
  licenceId: string,
): Promise<AdminResult<LicenceRow>> => {
  const l = await deps.repo.findLicence(licenceId);
  const belongs =
    l &&
    (owner.kind === 'AGENT'
      ? l.profileRef === owner.profileRef
      : l.profileRef === undefined && l.organizationCode === owner.organizationCode);
  if (!l || !belongs || !mayActOn(actor, organizationTarget(l.organizationCode))) return refused('notFound');
  return (await reachesOwner(deps.read, actor, owner)) ? { ok: true, value: l } : refused('notFound');
};

/** PUT of the same path: the whole `license` object again (isDeleted marks it deleted). */
export const updateLicence = async (
  deps: Pick<LicenceDeps, 'repo' | 'read'>,
  actor: Actor,
  owner: Owner,
  licenceId: string,
  license: unknown,
): Promise<AdminResult<LicenceRow>> => {
  const found = await getLicence(deps, actor, owner, licenceId);
  if (!found.ok) return found;
  const form = readLicenceForm(asRecord(license));
  if (!form.ok) return invalid(form.errors);
  if (!authorizationAllowed(actor, form.value, found.value)) return refused('licenceAuthorizationStaffOnly');
  if (await deps.repo.licenceNumberTaken(form.value.licensedProvince, form.value.licenseNumber, licenceId))
    return refused('conflict');
  await deps.repo.updateLicence(licenceId, form.value);
  return getLicence(deps, actor, owner, licenceId);
};

import type { Actor } from '../../session/session';
import { invalid, refused, type AdminResult } from '../admin-result';
import type { DistributionAdminRepository } from '../distribution-admin.repository.port';
import type { DistributionReadRepository, LicenceRow } from '../distribution-read.repository.port';
import { inScope, organizationScopeOf } from '../scope';
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

const asRecord = (v: unknown): Readonly<Record<string, unknown>> =>
  typeof v === 'object' && v !== null && !Array.isArray(v) ? (v as Record<string, unknown>) : {};

/**
 * Create an agency licence (organizationCode, license) or an agent licence (profileRef, license),
 * spec 3: the agency, or the agent's default organization, must be in the caller's scope.
 */
export const createLicence = async (
  deps: LicenceDeps,
  actor: Actor,
  owner: Owner,
  license: unknown,
): Promise<AdminResult<LicenceRow>> => {
  const scope = organizationScopeOf(actor);
  let organizationCode: string;
  if (owner.kind === 'AGENCY') {
    const orgs = await deps.read.organizations();
    if (!orgs.some((o) => o.code === owner.organizationCode)) return refused('notFound');
    organizationCode = owner.organizationCode;
  } else {
    const profile = await deps.read.findProfile(owner.profileRef);
    if (!profile) return refused('notFound');
    organizationCode = profile.organizationCode;
  }
  if (!inScope(scope, organizationCode)) return refused('notFound');
  const form = readLicenceForm(asRecord(license));
  if (!form.ok) return invalid(form.errors);
  if (await deps.repo.licenceNumberTaken(form.value.licensedProvince, form.value.licenseNumber))
    return refused('conflict');
  const id = deps.newId();
  await deps.repo.insertLicence({
    ...form.value,
    id,
    organizationCode,
    ...(owner.kind === 'AGENT' ? { profileRef: owner.profileRef } : {}),
  });
  const saved = await deps.repo.findLicence(id);
  return saved ? { ok: true, value: saved } : refused('notFound');
};

/** A licence of that owner (`{path}/{id}/license/{licenseId}`), if the caller may see it. */
export const getLicence = async (
  deps: Pick<LicenceDeps, 'repo'>,
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
  if (!l || !belongs || !inScope(organizationScopeOf(actor), l.organizationCode)) return refused('notFound');
  return { ok: true, value: l };
};

/** PUT of the same path: the whole `license` object again (isDeleted marks it deleted). */
export const updateLicence = async (
  deps: Pick<LicenceDeps, 'repo'>,
  actor: Actor,
  owner: Owner,
  licenceId: string,
  license: unknown,
): Promise<AdminResult<LicenceRow>> => {
  const found = await getLicence(deps, actor, owner, licenceId);
  if (!found.ok) return found;
  const form = readLicenceForm(asRecord(license));
  if (!form.ok) return invalid(form.errors);
  if (await deps.repo.licenceNumberTaken(form.value.licensedProvince, form.value.licenseNumber, licenceId))
    return refused('conflict');
  await deps.repo.updateLicence(licenceId, form.value);
  return getLicence(deps, actor, owner, licenceId);
};

import { rolesFor, updateAgentProfile as updatePayload, type AgentProfileForm } from '@tripx/domain';
import { mayActOn, userTarget } from '../../access/may-act-on';
import type { Actor } from '../../session/session';
import { invalid, refused, type AdminResult } from '../admin-result';
import type { DistributionAdminRepository } from '../distribution-admin.repository.port';
import type { DistributionReadRepository } from '../distribution-read.repository.port';

export interface UpdateAgentProfileDeps {
  readonly repo: Pick<DistributionAdminRepository, 'profileCodeTaken' | 'updateProfile'>;
  readonly read: Pick<DistributionReadRepository, 'findProfile' | 'organizations'>;
  newId(): string;
}

/**
 * updateProfile?profileRef= (spec 7.5): empty fields are omitted by the domain (they change
 * nothing). The caller must reach the profile as it is and as it will be (its new organizations);
 * the role offered fits the profile's user type, so insurer staff can set staff roles (and undo a
 * wrong change) while a partner, who never reaches staff, can never give one.
 */
export const updateAgentProfileUseCase = async (
  deps: UpdateAgentProfileDeps,
  actor: Actor,
  profileRef: string,
  form: AgentProfileForm,
): Promise<AdminResult<{ profileRef: string }>> => {
  if (actor.kind !== 'user') return refused('forbidden');
  const current = await deps.read.findProfile(profileRef);
  if (!current || !mayActOn(actor, userTarget(current))) return refused('notFound');
  const built = updatePayload(form, rolesFor(current.userType === 'LAN_ID' ? 'LAN_ID' : 'CIAM_ID'));
  if (!built.ok) return invalid(built.errors);
  const orgs = built.value.organizations;
  if (orgs && !mayActOn(actor, userTarget({ ...current, organizations: orgs }))) return refused('forbidden');
  const known = new Set((await deps.read.organizations()).map((o) => o.code));
  if (!(orgs ?? []).every((o) => known.has(o.organizationCode))) return refused('notFound');
  const code = built.value.profileCode;
  if (code !== undefined && (await deps.repo.profileCodeTaken(code, profileRef))) return refused('conflict');
  await deps.repo.updateProfile(
    profileRef,
    built.value,
    (built.value.licenses ?? []).map(() => deps.newId()),
  );
  return { ok: true, value: { profileRef } };
};

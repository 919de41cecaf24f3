import { updateAgentProfile as updatePayload, type AgentProfileForm } from '@tripx/domain';
import type { Actor } from '../../session/session';
import { invalid, refused, type AdminResult } from '../admin-result';
import type { DistributionAdminRepository } from '../distribution-admin.repository.port';
import type { DistributionReadRepository } from '../distribution-read.repository.port';
import { inScope, organizationScopeOf } from '../scope';

export interface UpdateAgentProfileDeps {
  readonly repo: Pick<DistributionAdminRepository, 'profileCodeTaken' | 'updateProfile'>;
  readonly read: Pick<DistributionReadRepository, 'findProfile' | 'organizations'>;
  newId(): string;
}

/**
 * updateProfile?profileRef= (spec 7.5): empty fields are omitted by the domain (they change
 * nothing); the profile and every organization it is given must be in the caller's scope.
 */
export const updateAgentProfileUseCase = async (
  deps: UpdateAgentProfileDeps,
  actor: Actor,
  profileRef: string,
  form: AgentProfileForm,
): Promise<AdminResult<{ profileRef: string }>> => {
  if (actor.kind !== 'user') return refused('forbidden');
  const scope = organizationScopeOf(actor);
  const current = await deps.read.findProfile(profileRef);
  if (!current || !current.organizations.some((o) => inScope(scope, o.organizationCode)))
    return refused('notFound');
  const built = updatePayload(form);
  if (!built.ok) return invalid(built.errors);
  const orgs = built.value.organizations ?? [];
  if (!orgs.every((o) => inScope(scope, o.organizationCode))) return refused('forbidden');
  const known = new Set((await deps.read.organizations()).map((o) => o.code));
  if (!orgs.every((o) => known.has(o.organizationCode))) return refused('notFound');
  const code = built.value.profileCode;
  if (code !== undefined && (await deps.repo.profileCodeTaken(code, profileRef))) return refused('conflict');
  await deps.repo.updateProfile(
    profileRef,
    built.value,
    (built.value.licenses ?? []).map(() => deps.newId()),
  );
  return { ok: true, value: { profileRef } };
};

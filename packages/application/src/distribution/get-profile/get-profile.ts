import type { Actor } from '../../session/session';
import type { AgentProfile, DistributionReadRepository } from '../distribution-read.repository.port';
import { inScope, organizationScopeOf } from '../scope';

export type GetProfileResult = { ok: true; value: AgentProfile } | { ok: false; code: 'notFound' };

/** getProfileByRef (spec 7.5): deleted licences are dropped; a profile outside the caller's organizations is not found. */
export const getProfile = async (
  repo: Pick<DistributionReadRepository, 'findProfile'>,
  actor: Actor,
  profileRef: string,
): Promise<GetProfileResult> => {
  const profile = await repo.findProfile(profileRef);
  const scope = organizationScopeOf(actor);
  const visible =
    profile &&
    (scope.kind === 'ALL' || profile.organizations.some((o) => inScope(scope, o.organizationCode)));
  if (!profile || !visible) return { ok: false, code: 'notFound' };
  return { ok: true, value: { ...profile, licenses: profile.licenses.filter((l) => !l.isDeleted) } };
};

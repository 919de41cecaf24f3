import type { Actor } from '../../session/session';
import type { AgentProfile, DistributionReadRepository } from '../distribution-read.repository.port';
import { mayActOn, userTarget } from '../../access/may-act-on';

export type GetProfileResult = { ok: true; value: AgentProfile } | { ok: false; code: 'notFound' };

/** getProfileByRef (spec 7.5): deleted licences are dropped; a profile the caller may not reach is not found. */
export const getProfile = async (
  repo: Pick<DistributionReadRepository, 'findProfile'>,
  actor: Actor,
  profileRef: string,
): Promise<GetProfileResult> => {
  const profile = await repo.findProfile(profileRef);
  if (!profile || !mayActOn(actor, userTarget(profile))) return { ok: false, code: 'notFound' };
  return { ok: true, value: { ...profile, licenses: profile.licenses.filter((l) => !l.isDeleted) } };
};

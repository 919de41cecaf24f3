import { createAgentProfile as createPayload, type AgentProfileForm } from '@tripx/domain';
import type { Actor } from '../../session/session';
import { invalid, refused, type AdminResult } from '../admin-result';
import type { DistributionAdminRepository } from '../distribution-admin.repository.port';
import type { DistributionReadRepository } from '../distribution-read.repository.port';
import { mayActOn, userTarget } from '../../access/may-act-on';

export interface CreateAgentProfileDeps {
  readonly repo: Pick<DistributionAdminRepository, 'profileCodeTaken' | 'insertProfile'>;
  readonly read: Pick<DistributionReadRepository, 'organizations'>;
  newId(): string;
}

/**
 * createProfile (spec 7.5): the domain builds the payload (NEW, country CA, trimmed names, Agency
 * roles only, one default organization); the caller must reach the agent it creates,
 * and a profile code (the sign-in id) is used once.
 */
export const createAgentProfileUseCase = async (
  deps: CreateAgentProfileDeps,
  actor: Actor,
  form: AgentProfileForm,
): Promise<AdminResult<{ profileRef: string; referenceNumber: string }>> => {
  if (actor.kind !== 'user') return refused('forbidden');
  const referenceNumber = deps.newId();
  const built = createPayload(form, { referenceNumber, createdBy: actor.profileRef });
  if (!built.ok) return invalid(built.errors);
  // The caller must reach the agent it creates (an agent, in the organizations it is given).
  const created = { profileRef: '', userType: 'CIAM_ID', organizations: built.value.organizations };
  if (!mayActOn(actor, userTarget(created))) return refused('forbidden');
  const known = new Set((await deps.read.organizations()).map((o) => o.code));
  if (!built.value.organizations.every((o) => known.has(o.organizationCode))) return refused('notFound');
  if (await deps.repo.profileCodeTaken(built.value.profileCode)) return refused('conflict');
  const profileRef = `prf-${deps.newId()}`;
  await deps.repo.insertProfile(
    profileRef,
    built.value,
    built.value.licenses.map(() => deps.newId()),
  );
  return { ok: true, value: { profileRef, referenceNumber } };
};

import type { Actor } from '../../session/session';
import type {
  Note,
  PolicyDelivery,
  PolicyEvent,
  PolicyReadRepository,
  PolicyView,
} from '../policy-read.repository.port';
import { canSee } from '../visibility';

export type PolicyReadResult<T> =
  { readonly ok: true; readonly value: T } | { readonly ok: false; readonly code: 'notFound' };

/**
 * Loads a booking the caller may see. A policy outside the caller's scope answers exactly like
 * one that does not exist, so that policy numbers cannot be probed.
 */
const visible = async (
  repo: Pick<PolicyReadRepository, 'findByPolicyNumber'>,
  actor: Actor,
  policyNumber: string,
): Promise<PolicyView | undefined> => {
  const policy = await repo.findByPolicyNumber(policyNumber);
  return policy && canSee(actor, policy) ? policy : undefined;
};

export const getPolicy = async (
  repo: Pick<PolicyReadRepository, 'findByPolicyNumber'>,
  actor: Actor,
  policyNumber: string,
  status?: string,
): Promise<PolicyReadResult<PolicyView>> => {
  const policy = await visible(repo, actor, policyNumber);
  const matches = policy && (!status || policy.paxes.some((p) => p.policyStatus === status));
  return policy && matches ? { ok: true, value: policy } : { ok: false, code: 'notFound' };
};

const readAbout =
  <T>(read: (repo: PolicyReadRepository, policyNumber: string) => Promise<T>) =>
  async (repo: PolicyReadRepository, actor: Actor, policyNumber: string): Promise<PolicyReadResult<T>> => {
    const policy = await visible(repo, actor, policyNumber);
    return policy ? { ok: true, value: await read(repo, policyNumber) } : { ok: false, code: 'notFound' };
  };

export const getPolicyHistory = readAbout<readonly PolicyEvent[]>((repo, n) => repo.history(n));
export const getPolicyDeliveries = readAbout<readonly PolicyDelivery[]>((repo, n) => repo.deliveries(n));
/** Notes of spec 7.4 are owned by a policy number (ownerCode). */
export const listNotes = readAbout<readonly Note[]>((repo, n) => repo.notes(n));

import type { ApiFailure } from '@tripx/application';
import { isOneOf, SELLING_LICENCE_CODES } from '@tripx/domain';

/**
 * What a failed call means to the buyer: no answer at all (`offline`: the connection, or the server
 * out of reach), the server's own fault (`server`: a 5xx, or an answer the app cannot read), or a
 * refusal of who is asking (`forbidden`: a 403 for the claims the session lacks). A refusal of what
 * was sent (400, 409…) is none of these: the step shows its code where it belongs.
 */
export type CallFailureKind = 'offline' | 'server' | 'forbidden';

/**
 * 403s about what the step asks rather than who asks: an agent's selling licence for the province, or
 * a body naming another organization. The step words them (its own message); Retry cannot change them.
 */
const STEP_REFUSALS = [...SELLING_LICENCE_CODES, 'organizationMismatch'] as const;

export const callFailureKind = (f: ApiFailure): CallFailureKind | undefined => {
  if (f.kind === 'network') return 'offline';
  if (f.kind === 'decode') return 'server';
  if (f.status === 403) return isOneOf(STEP_REFUSALS, f.code) ? undefined : 'forbidden';
  return f.status !== undefined && f.status >= 500 ? 'server' : undefined;
};

import type { ApiFailure } from '@tripx/application';

/**
 * What a failed call means to the buyer: no answer at all (`offline`: the connection, or the server
 * out of reach), the server's own fault (`server`: a 5xx, or an answer the app cannot read), or a
 * refusal of who is asking (`forbidden`, 403). A refusal of what was sent (400, 409…) is none of
 * these: the step shows its code where it belongs.
 */
export type CallFailureKind = 'offline' | 'server' | 'forbidden';

export const callFailureKind = (f: ApiFailure): CallFailureKind | undefined => {
  if (f.kind === 'network') return 'offline';
  if (f.kind === 'decode') return 'server';
  if (f.status === 403) return 'forbidden';
  return f.status !== undefined && f.status >= 500 ? 'server' : undefined;
};

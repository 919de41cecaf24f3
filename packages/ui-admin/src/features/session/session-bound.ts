import { reaction } from 'mobx';

/**
 * Work kept for the session (in memory, in sessionStorage) is forgotten when what it belongs to, read
 * from the signed-in user by `owner`, changes from a value it had: the session's end (sign-out,
 * expiry: no user), another user signing in in the tab, another organization. Nothing is forgotten
 * when a user first signs in.
 */
export const forgetWhenSessionMoves = (owner: () => unknown, forget: () => void): void => {
  reaction(owner, (_now, before) => {
    if (before !== undefined) forget();
  });
};

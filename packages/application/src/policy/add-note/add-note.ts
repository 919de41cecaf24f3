import { FEATURES } from '@tripx/domain';
import type { Actor } from '../../session/session';
import { loadForAction } from '../policy-access';
import type { PolicyMaintenanceDeps } from '../policy-maintenance.deps';
import { policyDone, policyRefused, type Outcome } from '../policy-maintenance.errors';

export const NOTE_MAX_LENGTH = 4000;

/** POST /api/notes/policy/:ownerCode/note: the author (signed-in user) and the time are kept. */
export const addNote = async (
  deps: Pick<PolicyMaintenanceDeps, 'store' | 'now' | 'newId'>,
  actor: Actor,
  input: { readonly ownerCode: string; readonly note: string },
): Promise<
  Outcome<{ id: string; ownerCode: string; note: string; authorName: string; createdAt: string }>
> => {
  const loaded = await loadForAction(deps.store, actor, FEATURES.addNote, input.ownerCode);
  if (!loaded.ok) return loaded;
  if (actor.kind !== 'user') return policyRefused(401, 'forbidden');
  const note = input.note.trim();
  if (note.length === 0 || note.length > NOTE_MAX_LENGTH) return policyRefused(400, 'noteInvalid');
  const now = deps.now();
  const id = deps.newId();
  await deps.store.addNote({
    id,
    ownerCode: input.ownerCode,
    note,
    authorRef: actor.profileRef,
    authorName: actor.name,
    now,
  });
  return policyDone({
    id,
    ownerCode: input.ownerCode,
    note,
    authorName: actor.name,
    createdAt: now.toISOString(),
  });
};

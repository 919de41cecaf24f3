import 'reflect-metadata';
import { FEATURES } from '@tripx/domain';
import { Effect } from 'effect';
import { inject, injectable } from 'inversify';
import type { Actor } from '../../session/session';
import { loadForAction, signedIn } from '../policy-access';
import { PolicyMaintenancePorts, type PolicyMaintenanceDeps } from '../policy-maintenance.deps';
import { policyInvalid, type PolicyAccessError, type PolicyInvalid } from '../policy-maintenance.errors';

export const NOTE_MAX_LENGTH = 4000;

export interface AddedNote {
  readonly id: string;
  readonly ownerCode: string;
  readonly note: string;
  readonly authorName: string;
  readonly createdAt: string;
}

/** A note on a policy (its owner code is the policy number): the author (signed-in user) and the time are kept. */
@injectable()
export class AddPolicyNoteUseCase {
  constructor(
    @inject(PolicyMaintenancePorts)
    private readonly deps: Pick<PolicyMaintenanceDeps, 'store' | 'now' | 'newId'>,
  ) {}

  execute(
    actor: Actor,
    input: { readonly ownerCode: string; readonly note: string },
  ): Effect.Effect<AddedNote, PolicyAccessError | PolicyInvalid> {
    const deps = this.deps;
    return Effect.gen(function* () {
      yield* loadForAction(deps.store, actor, FEATURES.addNote, input.ownerCode);
      const author = yield* signedIn(actor);
      const note = input.note.trim();
      if (note.length === 0 || note.length > NOTE_MAX_LENGTH) return yield* policyInvalid('noteInvalid');
      const now = deps.now();
      const id = deps.newId();
      yield* Effect.promise(() =>
        deps.store.addNote({
          id,
          ownerCode: input.ownerCode,
          note,
          authorRef: author.profileRef,
          authorName: author.name,
          now,
        }),
      );
      return { id, ownerCode: input.ownerCode, note, authorName: author.name, createdAt: now.toISOString() };
    });
  }
}

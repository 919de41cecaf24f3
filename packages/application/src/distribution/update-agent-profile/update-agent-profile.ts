import 'reflect-metadata';
import { rolesFor, updateAgentProfile as updatePayload, type AgentProfileForm } from '@tripx/domain';
import { Effect } from 'effect';
import { inject, injectable } from 'inversify';
import { mayActOn, userTarget } from '../../access/may-act-on';
import type { Actor } from '../../session/session';
import type { DistributionAdminRepository } from '../distribution-admin.repository.port';
import type { DistributionReadRepository } from '../distribution-read.repository.port';
import {
  conflict,
  forbidden,
  invalidForm,
  notFound,
  type DistributionWriteError,
} from '../distribution.errors';
import type { DistributionTransactions, IdSource } from '../distribution-transactions.port';
import { DISTRIBUTION_TOKENS } from '../distribution.tokens';

export interface UpdateAgentProfileDeps {
  readonly repo: Pick<DistributionAdminRepository, 'profileCodeTaken' | 'updateProfile'>;
  readonly read: Pick<DistributionReadRepository, 'findProfile' | 'organizations'>;
  newId(): string;
}

/**
 * updateProfile?profileRef= (spec 7.5): empty fields are omitted by the domain (they change
 * nothing). The caller must reach the profile as it is and as it will be (its new organizations);
 * the role offered fits the profile's user type, so insurer staff can set staff roles (and undo a
 * wrong change) while a partner, who never reaches staff, can never give one.
 */
export const updateAgentProfile = (
  deps: UpdateAgentProfileDeps,
  actor: Actor,
  profileRef: string,
  form: AgentProfileForm,
): Effect.Effect<{ profileRef: string }, DistributionWriteError> =>
  Effect.gen(function* () {
    if (actor.kind !== 'user') return yield* Effect.fail(forbidden());
    const current = yield* Effect.promise(() => deps.read.findProfile(profileRef));
    if (!current || !mayActOn(actor, userTarget(current))) return yield* Effect.fail(notFound());
    const built = updatePayload(form, rolesFor(current.userType === 'LAN_ID' ? 'LAN_ID' : 'CIAM_ID'));
    if (!built.ok) return yield* Effect.fail(invalidForm(built.errors));
    const orgs = built.value.organizations;
    if (orgs && !mayActOn(actor, userTarget({ ...current, organizations: orgs })))
      return yield* Effect.fail(forbidden());
    const known = new Set((yield* Effect.promise(() => deps.read.organizations())).map((o) => o.code));
    if (!(orgs ?? []).every((o) => known.has(o.organizationCode))) return yield* Effect.fail(notFound());
    const code = built.value.profileCode;
    if (code !== undefined && (yield* Effect.promise(() => deps.repo.profileCodeTaken(code, profileRef))))
      return yield* Effect.fail(conflict());
    const licenceIds = (built.value.licenses ?? []).map(() => deps.newId());
    yield* Effect.promise(() => deps.repo.updateProfile(profileRef, built.value, licenceIds));
    return { profileRef };
  });

@injectable()
export class UpdateAgentProfileUseCase {
  constructor(
    @inject(DISTRIBUTION_TOKENS.Transactions) private readonly tx: DistributionTransactions,
    @inject(DISTRIBUTION_TOKENS.Ids) private readonly ids: IdSource,
  ) {}

  execute(
    actor: Actor,
    profileRef: string,
    form: AgentProfileForm,
  ): Effect.Effect<{ profileRef: string }, DistributionWriteError> {
    return this.tx.transact((s) =>
      updateAgentProfile(
        { repo: s.admin, read: s.read, newId: () => this.ids.newId() },
        actor,
        profileRef,
        form,
      ),
    );
  }
}

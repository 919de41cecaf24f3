import 'reflect-metadata';
import { createAgentProfile as createPayload, type AgentProfileForm } from '@tripx/domain';
import { Effect } from 'effect';
import { inject, injectable } from 'inversify';
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
import { mayActOn, userTarget } from '../../access/may-act-on';

export interface CreateAgentProfileDeps {
  readonly repo: Pick<DistributionAdminRepository, 'profileCodeTaken' | 'insertProfile'>;
  readonly read: Pick<DistributionReadRepository, 'organizations'>;
  newId(): string;
}

export interface CreatedProfile {
  readonly profileRef: string;
  readonly referenceNumber: string;
}

/**
 * createProfile (spec 7.5): the domain builds the payload (NEW, country CA, trimmed names, Agency
 * roles only, one default organization); the caller must reach the agent it creates,
 * and a profile code (the sign-in id) is used once.
 */
export const createAgentProfile = (
  deps: CreateAgentProfileDeps,
  actor: Actor,
  form: AgentProfileForm,
): Effect.Effect<CreatedProfile, DistributionWriteError> =>
  Effect.gen(function* () {
    if (actor.kind !== 'user') return yield* Effect.fail(forbidden());
    const referenceNumber = deps.newId();
    const built = createPayload(form, { referenceNumber, createdBy: actor.profileRef });
    if (!built.ok) return yield* Effect.fail(invalidForm(built.errors));
    // The caller must reach the agent it creates (an agent, in the organizations it is given).
    const created = { profileRef: '', userType: 'CIAM_ID', organizations: built.value.organizations };
    if (!mayActOn(actor, userTarget(created))) return yield* Effect.fail(forbidden());
    const known = new Set((yield* Effect.promise(() => deps.read.organizations())).map((o) => o.code));
    if (!built.value.organizations.every((o) => known.has(o.organizationCode)))
      return yield* Effect.fail(notFound());
    if (yield* Effect.promise(() => deps.repo.profileCodeTaken(built.value.profileCode)))
      return yield* Effect.fail(conflict());
    const profileRef = `prf-${deps.newId()}`;
    const licenceIds = built.value.licenses.map(() => deps.newId());
    yield* Effect.promise(() => deps.repo.insertProfile(profileRef, built.value, licenceIds));
    return { profileRef, referenceNumber };
  });

@injectable()
export class CreateAgentProfileUseCase {
  constructor(
    @inject(DISTRIBUTION_TOKENS.Transactions) private readonly tx: DistributionTransactions,
    @inject(DISTRIBUTION_TOKENS.Ids) private readonly ids: IdSource,
  ) {}

  execute(actor: Actor, form: AgentProfileForm): Effect.Effect<CreatedProfile, DistributionWriteError> {
    return this.tx.transact((s) =>
      createAgentProfile({ repo: s.admin, read: s.read, newId: () => this.ids.newId() }, actor, form),
    );
  }
}

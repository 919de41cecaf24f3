import 'reflect-metadata';
import { Effect } from 'effect';
import { inject, injectable } from 'inversify';
import type { Actor } from '../../session/session';
import type { AgentProfile, DistributionReadRepository } from '../distribution-read.repository.port';
import { notFound, type DistributionNotFound } from '../distribution.errors';
import type { DistributionTransactions } from '../distribution-transactions.port';
import { DISTRIBUTION_TOKENS } from '../distribution.tokens';
import { mayActOn, userTarget } from '../../access/may-act-on';

/** getProfileByRef (spec 7.5): deleted licences are dropped; a profile the caller may not reach is not found. */
export const getProfile = (
  repo: Pick<DistributionReadRepository, 'findProfile'>,
  actor: Actor,
  profileRef: string,
): Effect.Effect<AgentProfile, DistributionNotFound> =>
  Effect.flatMap(
    Effect.promise(() => repo.findProfile(profileRef)),
    (profile) =>
      !profile || !mayActOn(actor, userTarget(profile))
        ? Effect.fail(notFound())
        : Effect.succeed({ ...profile, licenses: profile.licenses.filter((l) => !l.isDeleted) }),
  );

@injectable()
export class GetProfileUseCase {
  constructor(@inject(DISTRIBUTION_TOKENS.Transactions) private readonly tx: DistributionTransactions) {}

  execute(actor: Actor, profileRef: string): Effect.Effect<AgentProfile, DistributionNotFound> {
    return this.tx.transact((s) => getProfile(s.read, actor, profileRef));
  }
}

import 'reflect-metadata';
import { Effect } from 'effect';
import { inject, injectable } from 'inversify';
import type { DistributionReadRepository } from '../distribution-read.repository.port';
import type { DistributionTransactions } from '../distribution-transactions.port';
import { DISTRIBUTION_TOKENS } from '../distribution.tokens';

export type RoleRow = Awaited<ReturnType<DistributionReadRepository['roles']>>[number];

/** getRoles (spec 7.5): the roles an agent may be given, those of category Agency. */
export const agencyRoles = (
  repo: Pick<DistributionReadRepository, 'roles'>,
): Effect.Effect<readonly RoleRow[]> =>
  Effect.map(
    Effect.promise(() => repo.roles()),
    (roles) => roles.filter((r) => r.category === 'Agency'),
  );

@injectable()
export class ListAgencyRolesUseCase {
  constructor(@inject(DISTRIBUTION_TOKENS.Transactions) private readonly tx: DistributionTransactions) {}

  execute(): Effect.Effect<readonly RoleRow[]> {
    return agencyRoles(this.tx.stores.read);
  }
}

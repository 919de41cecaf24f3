import 'reflect-metadata';
import { Effect } from 'effect';
import { inject, injectable } from 'inversify';
import type { ReferringAgentsResponse } from '../../contracts/distribution.contract';
import type { Actor } from '../../session/session';
import type { DistributionTransactions } from '../distribution-transactions.port';
import { DISTRIBUTION_TOKENS } from '../distribution.tokens';
import type { ReferringAgentRepository, ReferringAgentRow } from './referring-agent.repository.port';

// One order whatever the database's collation (PGlite and PostgreSQL differ): accents and case
// do not decide before the letters do.
const collator = new Intl.Collator('en-CA', { sensitivity: 'base' });

/** Last name, then first name, then profile code (unique), so the order is total. */
export const byReferringAgentName = (a: ReferringAgentRow, b: ReferringAgentRow): number =>
  collator.compare(a.lastName, b.lastName) ||
  collator.compare(a.firstName, b.firstName) ||
  (a.profileCode < b.profileCode ? -1 : a.profileCode > b.profileCode ? 1 : 0);

const toResponse = (r: ReferringAgentRow): ReferringAgentsResponse[number] => ({
  profileCode: r.profileCode,
  firstName: r.firstName,
  lastName: r.lastName,
});

/**
 * The referring agents (spec 7.5): the agents of the caller's current organization that a
 * booking may name as referring agent. Readable with the booking claims, unlike the agency's agent
 * list (agent administration); an anonymous caller or one without an organization gets none.
 */
export const referringAgents = (
  repo: Pick<ReferringAgentRepository, 'referringAgents'>,
  actor: Actor,
): Effect.Effect<ReferringAgentsResponse> => {
  if (actor.kind !== 'user' || actor.organizationCode === null) return Effect.succeed([]);
  const organizationCode = actor.organizationCode;
  return Effect.map(
    Effect.promise(() => repo.referringAgents(organizationCode)),
    (rows) => [...rows].sort(byReferringAgentName).map(toResponse),
  );
};

@injectable()
export class ReferringAgentsUseCase {
  constructor(@inject(DISTRIBUTION_TOKENS.Transactions) private readonly tx: DistributionTransactions) {}

  execute(actor: Actor): Effect.Effect<ReferringAgentsResponse> {
    return referringAgents(this.tx.stores.referringAgents, actor);
  }
}

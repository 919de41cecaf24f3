import type { Effect } from 'effect';
import type { DistributionAdminRepository } from './distribution-admin.repository.port';
import type { DistributionReadRepository } from './distribution-read.repository.port';
import type { ReferringAgentRepository } from './referring-agents/referring-agent.repository.port';

/** The stores distribution reads and writes, over one connection or one transaction. */
export interface DistributionStores {
  readonly read: DistributionReadRepository;
  readonly admin: DistributionAdminRepository;
  readonly referringAgents: ReferringAgentRepository;
}

/**
 * The transaction boundary, a port: the use case says what runs together, the composition root
 * (the server, over its database) says how. A use case that writes runs in `transact`, a single
 * read on `stores`.
 */
export interface DistributionTransactions {
  /** Outside a transaction (single reads). */
  readonly stores: DistributionStores;
  /**
   * `work` in one transaction: it commits when the effect succeeds, and rolls back when it fails
   * (a typed failure or a defect), so a refused request writes nothing.
   */
  transact<A, E>(work: (stores: DistributionStores) => Effect.Effect<A, E>): Effect.Effect<A, E>;
}

/** New ids (profile references, licence ids, link ids). */
export interface IdSource {
  newId(): string;
}

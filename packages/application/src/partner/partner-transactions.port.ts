import type { Effect } from 'effect';
import type { PartnerKeyRepository } from './partner-keys.repository.port';

/** The stores the partner-key use cases read and write, over one connection or one transaction. */
export interface PartnerStores {
  readonly keys: PartnerKeyRepository;
}

/** The transaction boundary (see DistributionTransactions): `stores` for reads, `transact` for writes. */
export interface PartnerTransactions {
  readonly stores: PartnerStores;
  transact<A, E>(work: (stores: PartnerStores) => Effect.Effect<A, E>): Effect.Effect<A, E>;
}

/**
 * Randomness and hashing, which application leaves to the edge. The server uses 16 random
 * characters for an id, 32 random bytes for a secret and SHA-256 for its digest: a secret of 256
 * random bits cannot be guessed from its digest, so a slow password hash would only slow every call.
 */
export interface PartnerSecrets {
  newKeyId(): string;
  /** The secret's random part (PARTNER_SECRET_RANDOM). */
  newSecretRandom(): string;
  /** The digest stored for a whole secret (hex). */
  digest(secret: string): string;
}

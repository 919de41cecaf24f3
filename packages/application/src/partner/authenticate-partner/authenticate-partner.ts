import 'reflect-metadata';
import { checkPartnerKey, parsePartnerSecret } from '@tripx/domain';
import { Effect } from 'effect';
import { inject, injectable } from 'inversify';
import type { PartnerCaller } from '../partner-caller';
import { partnerKeyRevoked, partnerKeyUnknown, type PartnerAuthError } from '../partner.errors';
import type { PartnerKeyUse } from '../partner-keys.repository.port';
import type { PartnerSecrets, PartnerTransactions } from '../partner-transactions.port';
import { PARTNER_TOKENS } from '../partner.tokens';

/**
 * A presented secret to the caller it stands for: the key is found by the id the secret carries,
 * then the digests are compared in constant time (checkPartnerKey).
 */
@injectable()
export class AuthenticatePartnerUseCase {
  constructor(
    @inject(PARTNER_TOKENS.Transactions) private readonly tx: PartnerTransactions,
    @inject(PARTNER_TOKENS.Secrets) private readonly secrets: PartnerSecrets,
  ) {}

  execute(secret: string): Effect.Effect<PartnerCaller, PartnerAuthError> {
    const claimed = parsePartnerSecret(secret);
    if (!claimed) return Effect.fail(partnerKeyUnknown());
    return Effect.flatMap(
      Effect.promise(() => this.tx.stores.keys.find(claimed.keyId)),
      (stored): Effect.Effect<PartnerCaller, PartnerAuthError> => {
        const verdict = checkPartnerKey(stored, {
          environment: claimed.environment,
          digest: this.secrets.digest(secret),
        });
        if (verdict === 'unknown' || !stored) return Effect.fail(partnerKeyUnknown());
        if (verdict === 'revoked') return Effect.fail(partnerKeyRevoked());
        return Effect.succeed({
          keyId: stored.id,
          organizationCode: stored.organizationCode,
          scopes: stored.scopes,
          environment: stored.environment,
        });
      },
    );
  }
}

/** Logs one call made with a key and moves its "last used" time (in one transaction). */
@injectable()
export class RecordPartnerKeyUseUseCase {
  constructor(@inject(PARTNER_TOKENS.Transactions) private readonly tx: PartnerTransactions) {}

  execute(use: PartnerKeyUse): Effect.Effect<void> {
    return this.tx.transact((stores) => Effect.promise(() => stores.keys.recordUse(use)));
  }
}

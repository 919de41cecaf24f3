import 'reflect-metadata';
import {
  FEATURES,
  checkPartnerKeyForm,
  hasAll,
  partnerKeyView,
  partnerSecret,
  type PartnerKeyForm,
  type PartnerKeyRequest,
  type PartnerKeyView,
  type StoredPartnerKey,
} from '@tripx/domain';
import { Effect } from 'effect';
import { inject, injectable } from 'inversify';
import { mayActOn, organizationTarget } from '../../access/may-act-on';
import type { Actor } from '../../session/session';
import {
  partnerKeyAlreadyRevoked,
  partnerKeyInvalid,
  partnerKeyNotFound,
  type PartnerKeyAlreadyRevoked,
  type PartnerKeyInvalid,
  type PartnerKeyNotFound,
} from '../partner.errors';
import type { PartnerSecrets, PartnerStores, PartnerTransactions } from '../partner-transactions.port';
import { PARTNER_TOKENS } from '../partner.tokens';

/** A new key and its secret: the only time the secret is ever given out. */
export interface CreatedPartnerKey {
  readonly key: PartnerKeyView;
  readonly secret: string;
}

/**
 * Staff with the partner-keys claim, acting on an organization of their data scope. Anything else
 * answers as a missing key or organization, so that nobody learns what lies outside their reach.
 */
const mayManage = (actor: Actor, organizationCode: string): boolean =>
  actor.kind === 'user' &&
  hasAll(actor.claims, FEATURES.partnerKeys) &&
  mayActOn(actor, organizationTarget(organizationCode));

/** The key, when it exists and the caller may manage its organization's keys. */
const reachableKey = (
  stores: PartnerStores,
  actor: Actor,
  id: string,
): Effect.Effect<StoredPartnerKey, PartnerKeyNotFound> =>
  Effect.flatMap(
    Effect.promise(() => stores.keys.find(id)),
    (key) =>
      key && mayManage(actor, key.organizationCode) ? Effect.succeed(key) : Effect.fail(partnerKeyNotFound()),
  );

/** Makes new keys: a fresh id and secret, of which the digest alone is stored. */
@injectable()
export class PartnerKeyIssuer {
  constructor(
    @inject(PARTNER_TOKENS.Secrets) private readonly secrets: PartnerSecrets,
    @inject(PARTNER_TOKENS.Clock) private readonly clock: () => Date,
  ) {}

  now(): string {
    return this.clock().toISOString();
  }

  issue(
    stores: PartnerStores,
    actor: Actor & { readonly kind: 'user' },
    organizationCode: string,
    request: PartnerKeyRequest,
  ): Effect.Effect<CreatedPartnerKey> {
    const id = this.secrets.newKeyId();
    const secret = partnerSecret(request.environment, id, this.secrets.newSecretRandom());
    const key: StoredPartnerKey = {
      id,
      organizationCode,
      ...request,
      secretHash: this.secrets.digest(secret),
      createdBy: actor.profileRef,
      createdAt: this.now(),
      revokedAt: null,
      lastUsedAt: null,
    };
    return Effect.as(
      Effect.promise(() => stores.keys.insert(key)),
      { key: partnerKeyView(key), secret },
    );
  }
}

@injectable()
export class CreatePartnerKeyUseCase {
  constructor(
    @inject(PARTNER_TOKENS.Transactions) private readonly tx: PartnerTransactions,
    @inject(PartnerKeyIssuer) private readonly keys: PartnerKeyIssuer,
  ) {}

  execute(
    actor: Actor,
    organizationCode: string,
    form: PartnerKeyForm,
  ): Effect.Effect<CreatedPartnerKey, PartnerKeyInvalid | PartnerKeyNotFound> {
    if (actor.kind !== 'user' || !mayManage(actor, organizationCode))
      return Effect.fail(partnerKeyNotFound());
    const checked = checkPartnerKeyForm(form);
    if (!checked.ok) return Effect.fail(partnerKeyInvalid(checked.errors));
    return this.tx.transact((stores) =>
      Effect.flatMap(
        Effect.promise(() => stores.keys.organizationExists(organizationCode)),
        (exists) =>
          exists
            ? this.keys.issue(stores, actor, organizationCode, checked.value)
            : Effect.fail(partnerKeyNotFound()),
      ),
    );
  }
}

@injectable()
export class ListPartnerKeysUseCase {
  constructor(@inject(PARTNER_TOKENS.Transactions) private readonly tx: PartnerTransactions) {}

  execute(
    actor: Actor,
    organizationCode: string,
  ): Effect.Effect<readonly PartnerKeyView[], PartnerKeyNotFound> {
    if (!mayManage(actor, organizationCode)) return Effect.fail(partnerKeyNotFound());
    return Effect.map(
      Effect.promise(() => this.tx.stores.keys.listByOrganization(organizationCode)),
      (keys) => keys.map(partnerKeyView),
    );
  }
}

/**
 * A new secret for a key, and the old one revoked at once: a rotation usually answers a leak, so
 * the old secret must stop working now. A change without downtime is a second key, deployed, then
 * the first revoked.
 */
@injectable()
export class RotatePartnerKeyUseCase {
  constructor(
    @inject(PARTNER_TOKENS.Transactions) private readonly tx: PartnerTransactions,
    @inject(PartnerKeyIssuer) private readonly keys: PartnerKeyIssuer,
  ) {}

  execute(
    actor: Actor,
    id: string,
  ): Effect.Effect<CreatedPartnerKey, PartnerKeyNotFound | PartnerKeyAlreadyRevoked> {
    if (actor.kind !== 'user') return Effect.fail(partnerKeyNotFound());
    return this.tx.transact((stores) =>
      Effect.flatMap(reachableKey(stores, actor, id), (old) => {
        if (old.revokedAt !== null) return Effect.fail(partnerKeyAlreadyRevoked());
        const { name, scopes, environment } = old;
        return Effect.zipRight(
          Effect.promise(() => stores.keys.revoke(old.id, this.keys.now())),
          this.keys.issue(stores, actor, old.organizationCode, {
            name,
            scopes,
            environment,
          }),
        );
      }),
    );
  }
}

/** Revokes a key for good; revoking it again changes nothing (the first revocation time stays). */
@injectable()
export class RevokePartnerKeyUseCase {
  constructor(
    @inject(PARTNER_TOKENS.Transactions) private readonly tx: PartnerTransactions,
    @inject(PARTNER_TOKENS.Clock) private readonly clock: () => Date,
  ) {}

  execute(actor: Actor, id: string): Effect.Effect<PartnerKeyView, PartnerKeyNotFound> {
    return this.tx.transact((stores) =>
      Effect.flatMap(reachableKey(stores, actor, id), (key) => {
        if (key.revokedAt !== null) return Effect.succeed(partnerKeyView(key));
        const at = this.clock().toISOString();
        return Effect.as(
          Effect.promise(() => stores.keys.revoke(key.id, at)),
          partnerKeyView({ ...key, revokedAt: at }),
        );
      }),
    );
  }
}

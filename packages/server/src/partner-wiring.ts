import 'reflect-metadata';
import { SqlPartnerKeys, type Database } from '@tripx/adapters-sql';
import {
  PARTNER_TOKENS,
  partnerModule,
  partnerUseCases,
  type PartnerSecrets,
  type PartnerStores,
  type PartnerUseCases,
} from '@tripx/application';
import { Container } from 'inversify';
import { createHash, randomBytes, randomInt } from 'node:crypto';
import { effectTransactions } from './effect-transactions';

const ID_ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789';

/**
 * Key ids of 16 random characters, secrets of 32 random bytes, stored as their SHA-256: a secret
 * with 256 bits of entropy cannot be found from its digest, so a slow password hash (bcrypt,
 * argon2) would protect nothing more and cost every partner call its time.
 */
export const nodePartnerSecrets: PartnerSecrets = {
  newKeyId: () => Array.from({ length: 16 }, () => ID_ALPHABET[randomInt(ID_ALPHABET.length)]).join(''),
  newSecretRandom: () => randomBytes(32).toString('base64url'),
  digest: (secret) => createHash('sha256').update(secret).digest('hex'),
};

/** The partner-key context (partnerModule) over the database: one transaction per write. */
export const openPartner = (
  database: Pick<Database, 'db' | 'transaction'>,
  now: () => Date,
): PartnerUseCases => {
  const container = new Container();
  const storesOf = (db: Database['db']): PartnerStores => ({ keys: new SqlPartnerKeys(db) });
  container.bind(PARTNER_TOKENS.Transactions).toConstantValue(effectTransactions(database, storesOf));
  container.bind(PARTNER_TOKENS.Secrets).toConstantValue(nodePartnerSecrets);
  container.bind(PARTNER_TOKENS.Clock).toConstantValue(now);
  container.loadSync(partnerModule);
  return partnerUseCases(container);
};

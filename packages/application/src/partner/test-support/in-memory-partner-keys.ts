import type { StoredPartnerKey } from '@tripx/domain';
import type { PartnerKeyRepository, PartnerKeyUse } from '../partner-keys.repository.port';
import type { PartnerSecrets } from '../partner-transactions.port';

/** The key store in memory, with the organizations it knows. */
export class InMemoryPartnerKeys implements PartnerKeyRepository {
  readonly keys = new Map<string, StoredPartnerKey>();
  readonly used: PartnerKeyUse[] = [];

  constructor(private readonly organizations: readonly string[] = ['MAPLE', 'MAPLE-TOR', 'NORTHBANK']) {}

  async insert(key: StoredPartnerKey): Promise<void> {
    if (this.keys.has(key.id)) throw new Error(`duplicate key id ${key.id}`);
    this.keys.set(key.id, key);
  }

  async find(id: string): Promise<StoredPartnerKey | undefined> {
    return this.keys.get(id);
  }

  async listByOrganization(code: string): Promise<readonly StoredPartnerKey[]> {
    return [...this.keys.values()]
      .filter((k) => k.organizationCode === code)
      .sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.id.localeCompare(a.id));
  }

  async revoke(id: string, at: string): Promise<void> {
    const key = this.keys.get(id);
    if (key && key.revokedAt === null) this.keys.set(id, { ...key, revokedAt: at });
  }

  async recordUse(use: PartnerKeyUse): Promise<void> {
    this.used.push(use);
    const key = this.keys.get(use.keyId);
    if (key && (key.lastUsedAt === null || key.lastUsedAt < use.at))
      this.keys.set(use.keyId, { ...key, lastUsedAt: use.at });
  }

  async uses(keyId: string, limit: number): Promise<readonly PartnerKeyUse[]> {
    return this.used
      .filter((u) => u.keyId === keyId)
      .sort((a, b) => b.at.localeCompare(a.at))
      .slice(0, limit);
  }

  async organizationExists(code: string): Promise<boolean> {
    return this.organizations.includes(code);
  }
}

/** Predictable secrets: ids and random parts counted up, the digest a visible function of the secret. */
export const countingSecrets = (): PartnerSecrets => {
  let n = 0;
  return {
    newKeyId: () => `key${String((n += 1)).padStart(13, '0')}`,
    newSecretRandom: () => `r${String(n).padStart(42, '0')}`,
    digest: (secret) => `sha:${secret}`,
  };
};

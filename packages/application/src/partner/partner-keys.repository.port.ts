import type { StoredPartnerKey } from '@tripx/domain';

/** One call made with a key (kept for the partner's and our own audit). */
export interface PartnerKeyUse {
  readonly keyId: string;
  readonly method: string;
  /** The route's pattern (`/partner/v1/policies/:number`), never the path with its values. */
  readonly route: string;
  readonly status: number;
  /** ISO instant. */
  readonly at: string;
}

/** Where keys are kept: only their digest, never the secret. */
export interface PartnerKeyRepository {
  insert(key: StoredPartnerKey): Promise<void>;
  find(id: string): Promise<StoredPartnerKey | undefined>;
  /** Every key of the organization, newest first. */
  listByOrganization(organizationCode: string): Promise<readonly StoredPartnerKey[]>;
  /** Marks the key revoked at `at`; a key already revoked keeps its first revocation time. */
  revoke(id: string, at: string): Promise<void>;
  /** Logs the use and moves the key's `lastUsedAt` forward. */
  recordUse(use: PartnerKeyUse): Promise<void>;
  /** The uses of a key, newest first (at most `limit`). */
  uses(keyId: string, limit: number): Promise<readonly PartnerKeyUse[]>;
  organizationExists(code: string): Promise<boolean>;
}

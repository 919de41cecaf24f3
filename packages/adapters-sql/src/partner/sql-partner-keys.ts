import {
  PartnerEnvironmentCodec,
  PartnerScopeCodec,
  type PartnerKeyRepository,
  type PartnerKeyUse,
} from '@tripx/application';
import type { StoredPartnerKey } from '@tripx/domain';
import * as t from 'io-ts';
import type { Selectable } from 'kysely';
import { sql } from 'kysely';
import type { Db } from '../database/database';
import { decodeRow, jsonb } from '../decode/decode-row';
import type { PartnerKeyTables } from './partner-keys-schema';

type KeyRow = Selectable<PartnerKeyTables['partner_keys']>;

/** What the store reads of a row beyond plain text: the scopes (jsonb) and the environment. */
const KeyColumns = t.type({
  scopes: jsonb(t.array(PartnerScopeCodec)),
  environment: PartnerEnvironmentCodec,
});

const iso = (d: Date | string): string => new Date(d).toISOString();
const isoOrNull = (d: Date | string | null): string | null => (d === null ? null : iso(d));

const toDomain = (row: KeyRow): StoredPartnerKey => {
  const { scopes, environment } = decodeRow(KeyColumns, { table: 'partner_keys', id: row.id }, row);
  return {
    id: row.id,
    organizationCode: row.organization_code,
    name: row.name,
    scopes,
    environment,
    secretHash: row.secret_hash,
    createdBy: row.created_by,
    createdAt: iso(row.created_at),
    revokedAt: isoOrNull(row.revoked_at),
    lastUsedAt: isoOrNull(row.last_used_at),
  };
};

/** Partner keys and their uses in PostgreSQL or PGlite (migration 017). */
export class SqlPartnerKeys implements PartnerKeyRepository {
  constructor(private readonly db: Db) {}

  private get tables() {
    return this.db.withTables<PartnerKeyTables>();
  }

  async insert(key: StoredPartnerKey): Promise<void> {
    await this.tables
      .insertInto('partner_keys')
      .values({
        id: key.id,
        organization_code: key.organizationCode,
        name: key.name,
        scopes: JSON.stringify(key.scopes),
        environment: key.environment,
        secret_hash: key.secretHash,
        created_by: key.createdBy,
        created_at: key.createdAt,
        revoked_at: key.revokedAt,
        last_used_at: key.lastUsedAt,
      })
      .execute();
  }

  async find(id: string): Promise<StoredPartnerKey | undefined> {
    const row = await this.tables
      .selectFrom('partner_keys')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirst();
    return row && toDomain(row);
  }

  async listByOrganization(organizationCode: string): Promise<readonly StoredPartnerKey[]> {
    const rows = await this.tables
      .selectFrom('partner_keys')
      .selectAll()
      .where('organization_code', '=', organizationCode)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .execute();
    return rows.map(toDomain);
  }

  async revoke(id: string, at: string): Promise<void> {
    await this.tables
      .updateTable('partner_keys')
      .set({ revoked_at: at })
      .where('id', '=', id)
      .where('revoked_at', 'is', null)
      .execute();
  }

  async recordUse(use: PartnerKeyUse): Promise<void> {
    await this.tables
      .insertInto('partner_key_uses')
      .values({ key_id: use.keyId, method: use.method, route: use.route, status: use.status, at: use.at })
      .execute();
    await this.tables
      .updateTable('partner_keys')
      .set({ last_used_at: sql<Date>`greatest(last_used_at, ${use.at}::timestamptz)` })
      .where('id', '=', use.keyId)
      .execute();
  }

  async uses(keyId: string, limit: number): Promise<readonly PartnerKeyUse[]> {
    const rows = await this.tables
      .selectFrom('partner_key_uses')
      .select(['key_id', 'method', 'route', 'status', 'at'])
      .where('key_id', '=', keyId)
      .orderBy('at', 'desc')
      .orderBy('id', 'desc')
      .limit(limit)
      .execute();
    return rows.map((r) => ({
      keyId: r.key_id,
      method: r.method,
      route: r.route,
      status: Number(r.status),
      at: iso(r.at),
    }));
  }

  async organizationExists(code: string): Promise<boolean> {
    const row = await this.db
      .selectFrom('organizations')
      .select('code')
      .where('code', '=', code)
      .executeTakeFirst();
    return row !== undefined;
  }
}

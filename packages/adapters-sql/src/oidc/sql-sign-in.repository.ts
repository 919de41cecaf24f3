import { JsonObject, type PendingLogin, type SignInAccount, type SignInStore } from '@tripx/application';
import type { Db } from '../database/database';
import { decodeColumn } from '../decode/decode-row';
import type { SessionCache } from '../repositories/session-cache';
import { hashToken } from '../repositories/sql-session.repository';

/** Tables of migration 005, added to the schema type here so the shared schema file stays as it is. */
type SignInTables = {
  oidc_payloads: {
    model: string;
    id: string;
    payload: unknown;
    grant_id: string | null;
    user_code: string | null;
    uid: string | null;
    expires_at: Date | null;
    consumed_at: Date | null;
  };
  rp_logins: {
    state: string;
    session_hash: string;
    realm: string;
    code_verifier: string;
    nonce: string;
    return_to: string;
    language: string;
    expires_at: Date;
  };
  rp_session_tokens: {
    session_hash: string;
    realm: string;
    id_token: string | null;
    refresh_token: string | null;
    access_expires_at: Date | null;
  };
};

type Payload = Record<string, unknown>;

/** The database side of sign-in (built-in provider records, pending logins, IdP tokens, keys). */
export class SqlSignInRepository implements SignInStore {
  readonly #db: Db;
  constructor(
    db: Db,
    private readonly sessionCache?: SessionCache,
  ) {
    this.#db = db;
  }

  private get db() {
    return this.#db.withTables<SignInTables>();
  }

  // ── oidc-provider adapter ─────────────────────────────────────────
  async upsert(model: string, id: string, payload: Payload, expiresIn: number | undefined): Promise<void> {
    const row = {
      model,
      id,
      payload: JSON.stringify(payload),
      grant_id: typeof payload['grantId'] === 'string' ? payload['grantId'] : null,
      user_code: typeof payload['userCode'] === 'string' ? payload['userCode'] : null,
      uid: typeof payload['uid'] === 'string' ? payload['uid'] : null,
      expires_at: expiresIn ? new Date(Date.now() + expiresIn * 1000) : null,
      consumed_at: null,
    };
    await this.db
      .insertInto('oidc_payloads')
      .values(row)
      .onConflict((oc) =>
        oc.columns(['model', 'id']).doUpdateSet({
          payload: row.payload,
          grant_id: row.grant_id,
          user_code: row.user_code,
          uid: row.uid,
          expires_at: row.expires_at,
        }),
      )
      .execute();
  }

  private async findWhere(
    model: string,
    column: 'id' | 'uid' | 'user_code',
    value: string,
  ): Promise<Payload | undefined> {
    const row = await this.db
      .selectFrom('oidc_payloads')
      .select(['id', 'payload', 'consumed_at', 'expires_at'])
      .where('model', '=', model)
      .where(column, '=', value)
      .executeTakeFirst();
    if (!row || (row.expires_at && row.expires_at <= new Date())) return undefined;
    const at = { table: 'oidc_payloads', id: `${model}:${row.id}`, column: 'payload' };
    const payload: Payload = decodeColumn(JsonObject, at, row.payload);
    return row.consumed_at ? { ...payload, consumed: Math.floor(row.consumed_at.getTime() / 1000) } : payload;
  }

  find(model: string, id: string) {
    return this.findWhere(model, 'id', id);
  }
  findByUid(model: string, uid: string) {
    return this.findWhere(model, 'uid', uid);
  }
  findByUserCode(model: string, userCode: string) {
    return this.findWhere(model, 'user_code', userCode);
  }

  async consume(model: string, id: string): Promise<void> {
    await this.db
      .updateTable('oidc_payloads')
      .set({ consumed_at: new Date() })
      .where('model', '=', model)
      .where('id', '=', id)
      .execute();
  }

  async destroy(model: string, id: string): Promise<void> {
    await this.db.deleteFrom('oidc_payloads').where('model', '=', model).where('id', '=', id).execute();
  }

  async revokeByGrantId(grantId: string): Promise<void> {
    await this.db.deleteFrom('oidc_payloads').where('grant_id', '=', grantId).execute();
  }

  /** A value kept once for every instance (signing keys): the first writer wins, later ones read it. */
  async keepOnce(key: string, make: () => string): Promise<string> {
    await this.db
      .insertInto('app_meta')
      .values({ key, value: make() })
      .onConflict((oc) => oc.column('key').doNothing())
      .execute();
    const row = await this.db
      .selectFrom('app_meta')
      .select('value')
      .where('key', '=', key)
      .executeTakeFirstOrThrow();
    return row.value;
  }

  // ── accounts (claims are computed from the role when the session is read) ──
  private accountQuery() {
    return this.db
      .selectFrom('users')
      .select([
        'profile_ref',
        'profile_code',
        'user_type',
        'role_code',
        'first_name',
        'last_name',
        'email',
        'language',
      ])
      .where('status', '<>', 'INACTIVE');
  }

  private static account(r: {
    profile_ref: string;
    profile_code: string;
    user_type: string;
    role_code: string;
    first_name: string;
    last_name: string;
    email: string | null;
    language: string;
  }): SignInAccount {
    return {
      profileRef: r.profile_ref,
      profileCode: r.profile_code,
      userType: r.user_type,
      role: r.role_code,
      name: `${r.first_name} ${r.last_name}`,
      email: r.email ?? '',
      language: r.language,
    };
  }

  async accountByCode(profileCode: string): Promise<SignInAccount | undefined> {
    const r = await this.accountQuery().where('profile_code', '=', profileCode).executeTakeFirst();
    return r ? SqlSignInRepository.account(r) : undefined;
  }

  async accountByRef(profileRef: string): Promise<SignInAccount | undefined> {
    const r = await this.accountQuery().where('profile_ref', '=', profileRef).executeTakeFirst();
    return r ? SqlSignInRepository.account(r) : undefined;
  }

  // ── relying party ─────────────────────────────────────────────────
  async savePendingLogin(sessionToken: string, login: PendingLogin, expiresAt: Date): Promise<void> {
    await this.db
      .insertInto('rp_logins')
      .values({
        state: login.state,
        session_hash: hashToken(sessionToken),
        realm: login.realm,
        code_verifier: login.codeVerifier,
        nonce: login.nonce,
        return_to: login.returnTo,
        language: login.language,
        expires_at: expiresAt,
      })
      .execute();
  }

  /** The pending login of this state AND this browser session, removed on read (one use only). */
  async takePendingLogin(sessionToken: string, state: string, now: Date): Promise<PendingLogin | undefined> {
    const row = await this.db
      .deleteFrom('rp_logins')
      .where('state', '=', state)
      .where('session_hash', '=', hashToken(sessionToken))
      .returningAll()
      .executeTakeFirst();
    if (!row || row.expires_at <= now) return undefined;
    return {
      state: row.state,
      realm: row.realm,
      codeVerifier: row.code_verifier,
      nonce: row.nonce,
      returnTo: row.return_to,
      language: row.language,
    };
  }

  async saveTokens(
    sessionToken: string,
    t: { realm: string; idToken?: string; refreshToken?: string; accessExpiresAt?: Date },
  ): Promise<void> {
    const row = {
      session_hash: hashToken(sessionToken),
      realm: t.realm,
      id_token: t.idToken ?? null,
      refresh_token: t.refreshToken ?? null,
      access_expires_at: t.accessExpiresAt ?? null,
    };
    await this.db
      .insertInto('rp_session_tokens')
      .values(row)
      .onConflict((oc) =>
        oc.column('session_hash').doUpdateSet({
          id_token: row.id_token,
          refresh_token: row.refresh_token,
          access_expires_at: row.access_expires_at,
        }),
      )
      .execute();
  }

  async tokens(sessionToken: string) {
    const row = await this.db
      .selectFrom('rp_session_tokens')
      .selectAll()
      .where('session_hash', '=', hashToken(sessionToken))
      .executeTakeFirst();
    return row
      ? {
          realm: row.realm,
          idToken: row.id_token ?? undefined,
          refreshToken: row.refresh_token ?? undefined,
          accessExpiresAt: row.access_expires_at ?? undefined,
        }
      : undefined;
  }

  /** Moves a signed-in session to another organization (the caller checked it is in scope). */
  async setOrganization(sessionToken: string, organizationCode: string): Promise<void> {
    const hash = hashToken(sessionToken);
    await this.db
      .updateTable('sessions')
      .set({ organization_code: organizationCode })
      .where('id_hash', '=', hash)
      .execute();
    this.sessionCache?.delete(sessionToken);
  }

  async purgeExpired(now: Date): Promise<void> {
    await this.db.deleteFrom('rp_logins').where('expires_at', '<=', now).execute();
    await this.db.deleteFrom('oidc_payloads').where('expires_at', '<=', now).execute();
  }
}

import type { Session, SessionRepository, SessionUser, StartSession } from '@tripx/application';
import {
  claimsForRole,
  dataScopeFor,
  organizationsWithDescendants,
  type Language,
  type UserType,
} from '@tripx/domain';
import { createHash, randomBytes } from 'node:crypto';
import { compileOnce, type SlotOf } from '../database/compile-once';
import type { Db } from '../database/database';
import { deleteExpiredBatch } from './delete-expired-batch';
import type { SessionCache, UserCache } from './session-cache';

/** Only the hash of a session token is stored: a copy of the table does not hand out sessions. */
export const hashToken = (token: string): string => createHash('sha256').update(token).digest('hex');
const newToken = (): string => randomBytes(32).toString('base64url');
const TOKEN = /^[A-Za-z0-9_-]{43}$/;
const plusSeconds = (now: Date, seconds: number): Date => new Date(now.getTime() + seconds * 1000);

const loadUser = async (db: Db, profileRef: string): Promise<SessionUser | undefined> => {
  const user = await db
    .selectFrom('users')
    .select(['profile_ref', 'profile_code', 'first_name', 'last_name', 'user_type', 'role_code', 'status'])
    .where('profile_ref', '=', profileRef)
    .executeTakeFirst();
  if (!user || user.status === 'INACTIVE') return undefined;
  const userType = user.user_type as UserType;
  const memberships = await db
    .selectFrom('user_organizations')
    .select(['organization_code', 'is_default'])
    .where('profile_ref', '=', profileRef)
    .orderBy('organization_code')
    .execute();
  const links = await db.selectFrom('organizations').select(['code', 'parent_code']).execute();
  const organizations = memberships.map((m) => ({ code: m.organization_code, isDefault: m.is_default }));
  return {
    profileRef: user.profile_ref,
    profileCode: user.profile_code,
    name: `${user.first_name} ${user.last_name}`,
    userType,
    role: user.role_code,
    // Claims come from the domain's role mapping, never from anything the browser sends.
    claims: claimsForRole(user.role_code, userType),
    dataScope: dataScopeFor(user.role_code, userType),
    organizations,
    organizationsInScope: organizationsWithDescendants(
      organizations.map((o) => o.code),
      links.map((l) => ({ code: l.code, ...(l.parent_code ? { parentCode: l.parent_code } : {}) })),
    ),
  };
};

/** A live session's row by its token's hash, read by every request with a cookie: compiled once. */
const liveSession = compileOnce((db: Db, slot: SlotOf<{ hash: string; now: Date }>) =>
  db
    .selectFrom('sessions')
    .selectAll()
    .where('id_hash', '=', slot('hash'))
    .where('expires_at', '>', slot('now'))
    .compile(),
);

export class SqlSessionRepository implements SessionRepository {
  constructor(
    private readonly db: Db,
    private readonly cache?: SessionCache,
    private readonly users?: UserCache,
  ) {}

  /** The signed-in user of a session row, from the user cache when there is one. */
  private async user(profileRef: string, now: Date): Promise<SessionUser | undefined> {
    const cached = this.users?.get(profileRef, now);
    if (cached) return cached;
    const user = await loadUser(this.db, profileRef);
    if (user) this.users?.set(profileRef, user, now);
    return user;
  }

  async start(input: StartSession): Promise<Session> {
    const token = newToken();
    const row = {
      id_hash: hashToken(token),
      csrf_token: newToken(),
      organization_code: input.organizationCode,
      language: input.language,
      created_at: input.now,
      last_seen_at: input.now,
      expires_at: plusSeconds(input.now, input.ttlSeconds),
    };
    await this.db.insertInto('sessions').values(row).execute();
    return {
      token,
      key: row.id_hash,
      csrfToken: row.csrf_token,
      expiresAt: row.expires_at,
      organizationCode: row.organization_code,
      language: input.language,
    };
  }

  async find(token: string, now: Date): Promise<Session | undefined> {
    const cached = this.cache?.get(token, now);
    if (cached) return cached;
    if (!TOKEN.test(token)) return undefined;
    return this.cache ? this.cache.read(token, now, () => this.load(token, now)) : this.load(token, now);
  }

  /** The session row of `token` and its user, from the database. */
  private async load(token: string, now: Date): Promise<Session | undefined> {
    const [row] = (await this.db.executeQuery(liveSession(this.db, { hash: hashToken(token), now }))).rows;
    if (!row) return undefined;
    const user = row.profile_ref ? await this.user(row.profile_ref, now) : undefined;
    return {
      token,
      key: row.id_hash,
      csrfToken: row.csrf_token,
      expiresAt: row.expires_at,
      organizationCode: row.organization_code,
      language: row.language as Language,
      ...(user ? { user } : {}),
    };
  }

  async extend(token: string, now: Date, ttlSeconds: number): Promise<Date | undefined> {
    if (!TOKEN.test(token)) return undefined;
    const expiresAt = plusSeconds(now, ttlSeconds);
    const row = await this.db
      .updateTable('sessions')
      .set({ expires_at: expiresAt, last_seen_at: now })
      .where('id_hash', '=', hashToken(token))
      .where('expires_at', '>', now)
      .returning('expires_at')
      .executeTakeFirst();
    this.cache?.delete(token);
    return row?.expires_at;
  }

  async end(token: string): Promise<void> {
    if (!TOKEN.test(token)) return;
    await this.db.deleteFrom('sessions').where('id_hash', '=', hashToken(token)).execute();
    // An ended session must stop working at once, also in this process's cache.
    this.cache?.delete(token);
  }

  async signIn(
    token: string,
    profileRef: string,
    now: Date,
    ttlSeconds: number,
  ): Promise<Session | undefined> {
    const current = await this.find(token, now);
    if (!current) return undefined;
    const member = await this.db
      .selectFrom('user_organizations')
      .select('organization_code')
      .where('profile_ref', '=', profileRef)
      .orderBy('is_default', 'desc')
      .executeTakeFirst();
    const next = await this.start({
      now,
      ttlSeconds,
      organizationCode: member?.organization_code ?? current.organizationCode,
      language: current.language,
    });
    await this.db
      .updateTable('sessions')
      .set({ profile_ref: profileRef })
      .where('id_hash', '=', hashToken(next.token))
      .execute();
    await this.end(token);
    return this.find(next.token, now);
  }

  /**
   * One batch of the purge of expired sessions. The cache needs no clearing: it never answers a
   * session past its expiry. The sign-in tokens of a session go with it (on delete cascade).
   */
  purgeExpired(now: Date, limit: number): Promise<number> {
    return deleteExpiredBatch(this.db, 'sessions', now, limit);
  }
}

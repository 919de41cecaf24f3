/** A user who may sign in, as the sign-in side reads it. */
export interface SignInAccount {
  readonly profileRef: string;
  readonly profileCode: string;
  readonly userType: string;
  readonly role: string;
  readonly name: string;
  readonly email: string;
  readonly language: string;
}

export interface PendingLogin {
  readonly state: string;
  readonly realm: string;
  readonly codeVerifier: string;
  readonly nonce: string;
  readonly returnTo: string;
  readonly language: string;
}

export interface SessionTokens {
  readonly realm: string;
  readonly idToken?: string | undefined;
  readonly refreshToken?: string | undefined;
  readonly accessExpiresAt?: Date | undefined;
}

type Payload = Record<string, unknown>;

/**
 * The one sign-in port: what sign-in (the built-in provider's records, the relying party's pending
 * logins and tokens, the accounts) needs from the database. adapters-sql's SqlSignInRepository
 * implements it; adapters-oidc's routes and provider use it.
 */
export interface SignInStore {
  upsert(model: string, id: string, payload: Payload, expiresIn: number | undefined): Promise<void>;
  find(model: string, id: string): Promise<Payload | undefined>;
  findByUid(model: string, uid: string): Promise<Payload | undefined>;
  findByUserCode(model: string, userCode: string): Promise<Payload | undefined>;
  consume(model: string, id: string): Promise<void>;
  destroy(model: string, id: string): Promise<void>;
  revokeByGrantId(grantId: string): Promise<void>;
  keepOnce(key: string, make: () => string): Promise<string>;
  accountByCode(profileCode: string): Promise<SignInAccount | undefined>;
  accountByRef(profileRef: string): Promise<SignInAccount | undefined>;
  savePendingLogin(sessionToken: string, login: PendingLogin, expiresAt: Date): Promise<void>;
  takePendingLogin(sessionToken: string, state: string, now: Date): Promise<PendingLogin | undefined>;
  saveTokens(sessionToken: string, tokens: SessionTokens): Promise<void>;
  tokens(sessionToken: string): Promise<SessionTokens | undefined>;
  setOrganization(sessionToken: string, organizationCode: string): Promise<void>;
  /** Drops expired pending logins and provider records (housekeeping; expiry is checked on read). */
  purgeExpired(now: Date): Promise<void>;
}

/** The two sign-in realms of spec 6 and the user type each one admits. */
export type Realm = 'staff' | 'ciam';
export const REALM_USER_TYPE: Record<Realm, 'LAN_ID' | 'CIAM_ID'> = { staff: 'LAN_ID', ciam: 'CIAM_ID' };

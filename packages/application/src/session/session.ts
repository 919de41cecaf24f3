import type { Claim, DataScope, Language, UserRole, UserType } from '@tripx/domain';

/** Who is signed in on a session, as the server knows it (never from request headers). */
export interface SessionUser {
  readonly profileRef: string;
  readonly profileCode: string;
  readonly name: string;
  readonly userType: UserType;
  readonly role: UserRole | string;
  readonly claims: readonly Claim[];
  readonly dataScope: DataScope;
  readonly organizations: readonly { readonly code: string; readonly isDefault: boolean }[];
  /** The user's organizations with every organization below them (policy visibility). */
  readonly organizationsInScope: readonly string[];
}

export interface Session {
  /** The opaque cookie value; the database keeps only its hash. */
  readonly token: string;
  /**
   * The session's key in the store (a hash of its token, never the token): what is kept for the
   * session alone (the policies it bought, its purchase attempts) is filed under it and ends with it.
   */
  readonly key: string;
  readonly csrfToken: string;
  readonly expiresAt: Date;
  readonly organizationCode: string | null;
  readonly language: Language;
  readonly user?: SessionUser;
}

/** What a use case knows about the caller. */
export type Actor =
  | { readonly kind: 'anonymous'; readonly organizationCode: string | null }
  | ({ readonly kind: 'user'; readonly organizationCode: string | null } & SessionUser);

export const actorOf = (session: Session | undefined): Actor =>
  session?.user
    ? { kind: 'user', organizationCode: session.organizationCode, ...session.user }
    : { kind: 'anonymous', organizationCode: session?.organizationCode ?? null };

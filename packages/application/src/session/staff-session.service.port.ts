import type { Claim, UserType } from '@tripx/domain';

/** The signed-in user as the server reports it (spec 7.1). */
export interface AuthUser {
  readonly userRef: string;
  readonly name: string;
  readonly userType: UserType;
  readonly organizationCode: string | null;
  readonly organizations: readonly { readonly organizationCode: string; readonly default: boolean }[];
  /** The current organization's names (spec 3's user profile), null when it has none. */
  readonly organizationName: { readonly en: string; readonly fr: string } | null;
}

export interface AuthState {
  readonly user: AuthUser | null;
  readonly claims: readonly Claim[];
  readonly sessionExpiration: string | null;
}

/**
 * The staff app's session calls (spec 7.1): who is signed in, keep-alive, sign-out and the
 * organization switch. Tokens stay on the server: the browser renews none. adapters-http's client implements it; a failed call rejects.
 */
export interface AuthApi {
  user(): Promise<AuthState>;
  keepAlive(): Promise<number>;
  logout(userType: UserType, lang: string): Promise<string>;
  /** Ends the session on the server without leaving the page (idle time-out). */
  endSession(): Promise<void>;
  switchOrganization(userType: UserType, organizationCode: string): Promise<void>;
}

import { type ApiResult, type AuthApi, type AuthState, literalUnion } from '@tripx/application';
import { CLAIMS, isOneOf, USER_TYPES, type Claim, type UserType } from '@tripx/domain';
import * as t from 'io-ts';
import type { HttpClient } from './http-client';

export const AuthStateCodec = t.type({
  user: t.union([
    t.null,
    t.type({
      userRef: t.string,
      name: t.string,
      userType: literalUnion(USER_TYPES, 'UserType'),
      organizationCode: t.union([t.string, t.null]),
      organizations: t.array(t.type({ organizationCode: t.string, default: t.boolean })),
      organizationName: t.union([t.type({ en: t.string, fr: t.string }), t.null]),
    }),
  ]),
  // A claim this app does not know grants nothing here.
  claims: t.array(t.string),
  sessionExpiration: t.union([t.string, t.null]),
});
export const ExpirationCodec = t.partial({ sessionExpiration: t.string });
export const RedirectCodec = t.type({ redirectUrl: t.string });

const asEpoch = (body: { sessionExpiration?: string }): number => Date.parse(body.sessionExpiration ?? '');

/** A session call that failed: the API's code (or network / badResponse). */
export class AuthCallFailed extends Error {
  constructor(readonly code: string) {
    super(code);
  }
}

const valueOf = <A>(r: ApiResult<A>): A => {
  if (!r.ok) throw new AuthCallFailed(r.failure.code);
  return r.value;
};

/** The session calls over the app's one HTTP client (its CSRF token on unsafe calls). */
export class HttpAuthApi implements AuthApi {
  constructor(private readonly http: HttpClient) {}

  user = async (): Promise<AuthState> => {
    const state = valueOf(await this.http.get(AuthStateCodec, '/api/auth/user'));
    return { ...state, claims: state.claims.filter((c): c is Claim => isOneOf(CLAIMS, c)) };
  };
  keepAlive = async () => asEpoch(valueOf(await this.http.get(ExpirationCodec, '/keepalive')));

  /** CIAM users sign out with POST, staff with GET (spec 7.1); answers where to go next. */
  async logout(userType: UserType, lang: string): Promise<string> {
    if (userType === 'LAN_ID') return `/logout?lang=${lang}`;
    return valueOf(await this.http.post(RedirectCodec, '/logout', undefined, { params: { lang } }))
      .redirectUrl;
  }

  async endSession(): Promise<void> {
    valueOf(await this.http.post(t.unknown, '/api/auth/logout', undefined));
  }

  async switchOrganization(userType: UserType, organizationCode: string): Promise<void> {
    valueOf(
      await this.http.get(t.unknown, userType === 'LAN_ID' ? '/switch' : '/switch-ciam', {
        headers: { newOrg: organizationCode },
      }),
    );
  }
}

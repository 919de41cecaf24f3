import type { Claim, UserType } from '@tripx/domain';

/** The signed-in user as GET /api/auth/user reports it (spec 7.1). */
export interface AuthUser {
  readonly userRef: string;
  readonly name: string;
  readonly userType: UserType;
  readonly organizationCode: string | null;
  readonly organizations: readonly { readonly organizationCode: string; readonly default: boolean }[];
}

export interface AuthState {
  readonly user: AuthUser | null;
  readonly claims: readonly Claim[];
  readonly sessionExpiration: string | null;
}

export class HttpError extends Error {
  constructor(readonly status: number) {
    super(`HTTP ${status}`);
  }
}

/** Session calls of spec 7.1 (same origin, cookie session, CSRF header on unsafe methods). */
export interface AuthApi {
  user(): Promise<AuthState>;
  keepAlive(): Promise<number>;
  refreshToken(): Promise<number>;
  logout(userType: UserType, lang: string): Promise<string>;
  /** Ends the session on the server without leaving the page (idle time-out). */
  endSession(): Promise<void>;
  switchOrganization(userType: UserType, organizationCode: string): Promise<void>;
}

const asEpoch = (body: { sessionExpiration?: string }): number => Date.parse(body.sessionExpiration ?? '');

export class FetchAuthApi implements AuthApi {
  #csrf: string | undefined;
  constructor(private readonly fetcher: typeof fetch = (...a) => fetch(...a)) {}

  private async json<T>(path: string, init: RequestInit = {}): Promise<T> {
    const r = await this.fetcher(path, { credentials: 'same-origin', ...init });
    if (!r.ok) throw new HttpError(r.status);
    return (await r.json()) as T;
  }

  private async csrf(): Promise<string> {
    this.#csrf ??= (await this.json<{ csrfToken: string }>('/csrf')).csrfToken;
    return this.#csrf;
  }

  private async post<T>(path: string): Promise<T> {
    return this.json<T>(path, { method: 'POST', headers: { 'x-csrf-token': await this.csrf() } });
  }

  user = () => this.json<AuthState>('/api/auth/user');
  keepAlive = async () => asEpoch(await this.json('/keepalive'));
  refreshToken = async () => asEpoch(await this.post('/api/auth/refreshToken'));

  /** CIAM users sign out with POST, staff with GET (spec 7.1); answers where to go next. */
  async logout(userType: UserType, lang: string): Promise<string> {
    if (userType === 'LAN_ID') return `/logout?lang=${lang}`;
    const r = await this.post<{ redirectUrl: string }>(`/logout?lang=${lang}`);
    this.#csrf = undefined;
    return r.redirectUrl;
  }

  async endSession(): Promise<void> {
    await this.post('/api/auth/logout');
    this.#csrf = undefined;
  }

  async switchOrganization(userType: UserType, organizationCode: string): Promise<void> {
    await this.json(userType === 'LAN_ID' ? '/switch' : '/switch-ciam', {
      headers: { newOrg: organizationCode },
    });
  }
}

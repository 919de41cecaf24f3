import * as client from 'openid-client';
import type { Realm } from '@tripx/application';

/** One realm's issuer and our client there (built-in provider, Entra ID or any CIAM). */
export interface RealmIssuer {
  readonly realm: Realm;
  readonly issuer: string;
  readonly clientId: string;
  readonly clientSecret: string;
  readonly redirectUri: string;
  /** True for the built-in provider: calls to it stay in this process (see `inProcessFetch`). */
  readonly builtIn: boolean;
}

/**
 * Discovery once per realm, on first use (the built-in provider is not listening yet when the
 * server is built; an external issuer may be briefly down): a failed discovery is retried next time.
 */
export class RelyingParty {
  readonly #configs = new Map<Realm, Promise<client.Configuration>>();

  constructor(
    readonly realms: Readonly<Record<Realm, RealmIssuer>>,
    private readonly inProcessFetch?: client.CustomFetch,
  ) {}

  configuration(realm: Realm): Promise<client.Configuration> {
    const cached = this.#configs.get(realm);
    if (cached) return cached;
    const r = this.realms[realm];
    const insecure = r.issuer.startsWith('http://');
    const fetcher = r.builtIn ? this.inProcessFetch : undefined;
    const pending = client
      .discovery(new URL(r.issuer), r.clientId, r.clientSecret, undefined, {
        ...(insecure ? { execute: [client.allowInsecureRequests] } : {}),
        ...(fetcher ? { [client.customFetch]: fetcher } : {}),
      })
      .then((config) => {
        if (fetcher) config[client.customFetch] = fetcher;
        return config;
      });
    pending.catch(() => this.#configs.delete(realm));
    this.#configs.set(realm, pending);
    return pending;
  }
}

import Provider, { type Configuration } from 'oidc-provider';
import { signingKeySet } from './signing-key-set';
import { generateKeyPairSync, randomBytes, randomUUID } from 'node:crypto';
import type { Realm, SignInStore } from '@tripx/application';
import { dbAdapterFactory } from './db-adapter';

/** Where the provider lives under our server, and the client of each realm. */
export const PROVIDER_PREFIX = '/oidc';
export const BUILT_IN_CLIENT_ID: Record<Realm, string> = { staff: 'tripx-staff', ciam: 'tripx-ciam' };

export interface BuiltInClient {
  readonly realm: Realm;
  readonly clientId: string;
  readonly clientSecret: string;
  readonly redirectUri: string;
}

export interface BuiltInProvider {
  readonly provider: Provider;
  readonly issuer: string;
  readonly clients: Readonly<Record<Realm, BuiltInClient>>;
}

const newSigningKey = (): string => {
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const jwk = privateKey.export({ format: 'jwk' });
  return JSON.stringify({ keys: [{ ...jwk, kid: randomUUID(), alg: 'RS256', use: 'sig' }] });
};

/**
 * The development identity provider, on when no external issuer is configured. Its signing keys
 * come from OIDC_SIGNING_JWKS or are generated once and kept in the database (every instance and
 * every restart signs with the same key); client secrets and cookie keys are kept the same way.
 */
export const createBuiltInProvider = async (input: {
  readonly publicUrl: string;
  readonly production: boolean;
  readonly store: SignInStore;
  readonly redirectUris: Readonly<Record<Realm, string>>;
  readonly signingJwks?: string | undefined;
}): Promise<BuiltInProvider> => {
  const { store } = input;
  const issuer = `${input.publicUrl}${PROVIDER_PREFIX}`;
  const jwks = signingKeySet(input.signingJwks ?? (await store.keepOnce('oidc.signing-jwks', newSigningKey)));
  const secret = (name: string) => store.keepOnce(name, () => randomBytes(32).toString('base64url'));
  const cookieKey = await secret('oidc.cookie-key');
  const clients = {
    staff: {
      realm: 'staff',
      clientId: BUILT_IN_CLIENT_ID.staff,
      clientSecret: await secret('oidc.client-secret.staff'),
      redirectUri: input.redirectUris.staff,
    },
    ciam: {
      realm: 'ciam',
      clientId: BUILT_IN_CLIENT_ID.ciam,
      clientSecret: await secret('oidc.client-secret.ciam'),
      redirectUri: input.redirectUris.ciam,
    },
  } as const satisfies Record<Realm, BuiltInClient>;

  const configuration: Configuration = {
    adapter: dbAdapterFactory(store),
    jwks,
    cookies: { keys: [cookieKey] },
    clients: Object.values(clients).map((c) => ({
      client_id: c.clientId,
      client_secret: c.clientSecret,
      redirect_uris: [c.redirectUri],
      post_logout_redirect_uris: [`${input.publicUrl}/admin/`],
      grant_types: ['authorization_code', 'refresh_token'],
      response_types: ['code'],
    })),
    scopes: ['openid', 'profile', 'email', 'offline_access'],
    claims: {
      openid: ['sub'],
      profile: ['name', 'preferred_username', 'locale'],
      email: ['email'],
    },
    findAccount: async (_ctx, sub) => {
      const account = await store.accountByRef(sub);
      if (!account) return undefined;
      return {
        accountId: sub,
        claims: () => ({
          sub,
          name: account.name,
          preferred_username: account.profileCode,
          locale: account.language,
          email: account.email,
        }),
      };
    },
    interactions: { url: (_ctx, interaction) => `${PROVIDER_PREFIX}/interaction/${interaction.uid}` },
    features: { devInteractions: { enabled: false }, rpInitiatedLogout: { enabled: true } },
    pkce: { required: () => true },
    // Our own relying party asks for a refresh token for session renewal; no offline_access needed.
    issueRefreshToken: async (_ctx, client) => client.grantTypeAllowed('refresh_token'),
    ttl: {
      AccessToken: 600,
      AuthorizationCode: 60,
      IdToken: 600,
      Interaction: 600,
      Session: 8 * 3600,
      Grant: 8 * 3600,
      RefreshToken: 8 * 3600,
    },
  };
  const provider = new Provider(issuer, configuration);
  // Behind a TLS-offloading proxy in production (see the provider's documentation).
  provider.proxy = input.production;
  return { provider, issuer, clients };
};

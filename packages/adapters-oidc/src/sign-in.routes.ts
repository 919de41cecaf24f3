import type { SignInWithPasswordUseCase } from '@tripx/application';
import type { FastifyInstance } from 'fastify';
import type { CustomFetch } from 'openid-client';
import { createBuiltInProvider } from './provider/built-in-provider';
import { builtInProviderRoutes } from './provider/provider.routes';
import type { DemoAccountLine } from './provider/sign-in-page';
import { authRoutes } from './relying-party/auth.routes';
import { RelyingParty, type RealmIssuer } from './relying-party/relying-party';
import type { SignInEdge } from './sign-in-edge';
import { REALM_USER_TYPE, type Realm, type SignInStore } from '@tripx/application';

export interface ExternalIssuer {
  readonly issuer: string;
  readonly clientId: string;
  readonly clientSecret: string;
}

export interface SignInOptions {
  readonly store: SignInStore;
  /** OIDC_STAFF_* / OIDC_CIAM_*: a realm with an external issuer does not use the built-in one. */
  readonly external: Partial<Record<Realm, ExternalIssuer>>;
  readonly demoAccounts: readonly (DemoAccountLine & { readonly userType: string })[];
  readonly signingJwks?: string | undefined;
  /** The built-in page's check (identity's use case: throttling, password, realm). */
  readonly signIn: Pick<SignInWithPasswordUseCase, 'execute'>;
}

/**
 * Calls from our relying party to our own built-in provider go through Fastify's inject: the same
 * routes, no socket, and no need for PUBLIC_URL to be reachable from inside the server.
 */
const inProcessFetch =
  (app: FastifyInstance, publicUrl: string): CustomFetch =>
  async (url, options) => {
    const target = new URL(url);
    const body = options.body;
    const res = await app.inject({
      method: options.method as 'GET' | 'POST',
      url: target.pathname + target.search,
      headers: {
        ...options.headers,
        host: new URL(publicUrl).host,
        ...(publicUrl.startsWith('https:') ? { 'x-forwarded-proto': 'https' } : {}),
      },
      ...(body === undefined || body === null
        ? {}
        : {
            payload:
              typeof body === 'string' || body instanceof URLSearchParams
                ? body.toString()
                : Buffer.from(body as Uint8Array),
          }),
    });
    const headers = new Headers();
    for (const [k, v] of Object.entries(res.headers))
      if (v !== undefined) headers.set(k, Array.isArray(v) ? v.join(', ') : String(v));
    const empty = res.statusCode === 204 || res.statusCode === 304;
    return new Response(empty ? null : new Uint8Array(res.rawPayload), { status: res.statusCode, headers });
  };

/** Everything of sign-in on the server: the built-in provider when needed, and the relying party. */
export const signInRoutes = async (
  app: FastifyInstance,
  edge: SignInEdge,
  options: SignInOptions,
): Promise<void> => {
  const { publicUrl, production } = edge;
  const redirectUris: Record<Realm, string> = {
    staff: `${publicUrl}/user`,
    ciam: `${publicUrl}/ciam/handlelogin`,
  };
  const needsBuiltIn = !options.external.staff || !options.external.ciam;
  const builtIn = needsBuiltIn
    ? await createBuiltInProvider({
        publicUrl,
        production,
        store: options.store,
        redirectUris,
        signingJwks: options.signingJwks,
      })
    : undefined;
  if (builtIn)
    await builtInProviderRoutes(app, builtIn, {
      store: options.store,
      demoAccounts: (realm) => options.demoAccounts.filter((a) => a.userType === REALM_USER_TYPE[realm]),
      signIn: options.signIn,
      now: () => edge.now(),
      config: edge.routes.selfProtected,
    });
  const realm = (r: Realm): RealmIssuer => {
    const ext = options.external[r];
    if (ext) return { realm: r, ...ext, redirectUri: redirectUris[r], builtIn: false };
    if (!builtIn) throw new Error('unreachable: a realm without an issuer');
    const c = builtIn.clients[r];
    return {
      realm: r,
      issuer: builtIn.issuer,
      clientId: c.clientId,
      clientSecret: c.clientSecret,
      redirectUri: c.redirectUri,
      builtIn: true,
    };
  };
  const rp = new RelyingParty({ staff: realm('staff'), ciam: realm('ciam') }, inProcessFetch(app, publicUrl));
  authRoutes(app, edge, rp, options.store);
};

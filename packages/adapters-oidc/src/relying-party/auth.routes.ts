import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import * as client from 'openid-client';
import type { SignInEdge } from '../sign-in-edge';
import { REALM_USER_TYPE, type Realm, type SignInStore } from '@tripx/application';
import type { RelyingParty } from './relying-party';
import { DEFAULT_RETURN_TO, returnWithLanguage, safeReturnTo } from './safe-return-to';

const tags = ['sign-in'];
const PENDING_LOGIN_SECONDS = 600;
const PURGE_CHANCE = 0.02;

export const AUTH_ERROR_CODES = [
  'stateInvalid',
  'signInFailed',
  'notProvisioned',
  'organizationInvalid',
] as const;
export type AuthErrorCode = (typeof AUTH_ERROR_CODES)[number];
const MESSAGES: Record<AuthErrorCode, string> = {
  stateInvalid: 'This sign-in was not started here or has expired; sign in again.',
  signInFailed: 'The identity provider did not confirm the sign-in.',
  notProvisioned: 'This account has no access to this application.',
  organizationInvalid: 'This organization is not one of yours.',
};
const fail = (reply: FastifyReply, status: number, code: AuthErrorCode) =>
  reply
    .code(status)
    .header('cache-control', 'no-store')
    .send({ error: { code, message: MESSAGES[code], fields: [] } });

const langOf = (raw: unknown): 'en' | 'fr' =>
  typeof raw === 'string' && raw.toLowerCase() === 'fr' ? 'fr' : 'en';

type Query = Record<string, string | undefined>;

/** Spec 2.5 and 7.1: sign-in, callbacks, organization switch and sign-out, for both realms. */
export const authRoutes = (
  app: FastifyInstance,
  edge: SignInEdge,
  rp: RelyingParty,
  store: SignInStore,
): void => {
  const { limited, open } = edge.routes;

  const start = async (
    realm: Realm,
    request: FastifyRequest<{ Querystring: Query }>,
    reply: FastifyReply,
    signup = false,
  ) => {
    const session = await edge.ensureSession(request, reply);
    // Abandoned sign-ins leave rows behind; an occasional sweep keeps the tables small.
    if (Math.random() < PURGE_CHANCE) await store.purgeExpired(edge.now());
    const config = await rp.configuration(realm);
    const codeVerifier = client.randomPKCECodeVerifier();
    const state = client.randomState();
    const nonce = client.randomNonce();
    const language = langOf(request.query.lang);
    await store.savePendingLogin(
      session.token,
      { state, nonce, codeVerifier, realm, language, returnTo: safeReturnTo(request.query.returnTo) },
      new Date(edge.now().getTime() + PENDING_LOGIN_SECONDS * 1000),
    );
    const params: Record<string, string> = {
      redirect_uri: rp.realms[realm].redirectUri,
      scope: 'openid profile email',
      code_challenge: await client.calculatePKCECodeChallenge(codeVerifier),
      code_challenge_method: 'S256',
      state,
      nonce,
      ui_locales: language,
    };
    // The demo provider asks every time, so that another demo account can sign in after logout.
    if (rp.realms[realm].builtIn) params['prompt'] = 'login';
    if (signup) params['screen_hint'] = 'signup';
    return reply
      .header('cache-control', 'no-store')
      .redirect(client.buildAuthorizationUrl(config, params).href);
  };

  const finish = async (
    realm: Realm,
    request: FastifyRequest<{ Querystring: Query }>,
    reply: FastifyReply,
  ) => {
    const session = edge.sessionOf(request);
    const state = request.query.state;
    if (!session || !state) return fail(reply, 400, 'stateInvalid');
    const pending = await store.takePendingLogin(session.token, state, edge.now());
    if (!pending || pending.realm !== realm) return fail(reply, 400, 'stateInvalid');
    const config = await rp.configuration(realm);
    const currentUrl = new URL(rp.realms[realm].redirectUri);
    currentUrl.search = new URL(request.url, 'http://x').search;
    let tokens: Awaited<ReturnType<typeof client.authorizationCodeGrant>>;
    try {
      tokens = await client.authorizationCodeGrant(config, currentUrl, {
        pkceCodeVerifier: pending.codeVerifier,
        expectedState: pending.state,
        expectedNonce: pending.nonce,
        idTokenExpected: true,
      });
    } catch (e) {
      request.log.warn({ err: e }, 'sign-in refused');
      return fail(reply, 401, 'signInFailed');
    }
    const claims = tokens.claims();
    if (!claims) return fail(reply, 401, 'signInFailed');
    // The identity provider says who it is; what the user may do comes from our database only.
    const account =
      (await store.accountByRef(claims.sub)) ??
      (typeof claims['preferred_username'] === 'string'
        ? await store.accountByCode(claims['preferred_username'])
        : undefined);
    if (!account || account.userType !== REALM_USER_TYPE[realm]) return fail(reply, 403, 'notProvisioned');
    const next = await edge.sessions.signIn(
      session.token,
      account.profileRef,
      edge.now(),
      edge.sessionTtlSeconds,
    );
    if (!next) return fail(reply, 400, 'stateInvalid');
    edge.setSessionCookie(reply, next.token);
    await store.saveTokens(next.token, {
      realm,
      idToken: tokens.id_token,
      refreshToken: tokens.refresh_token,
      accessExpiresAt: tokens.expires_in
        ? new Date(edge.now().getTime() + tokens.expires_in * 1000)
        : undefined,
    });
    return reply
      .header('cache-control', 'no-store')
      .redirect(returnWithLanguage(pending.returnTo, pending.language));
  };

  app.get<{ Querystring: Query }>(
    '/login',
    {
      config: limited,
      schema: { tags, summary: 'Staff sign-in (LAN_ID): redirects to the identity provider' },
    },
    (rq, rp2) => start('staff', rq, rp2),
  );
  app.get<{ Querystring: Query }>(
    '/ciam',
    { config: limited, schema: { tags, summary: 'Agent sign-in (CIAM_ID)' } },
    (rq, rp2) => start('ciam', rq, rp2),
  );
  app.get<{ Querystring: Query }>(
    '/ciam/signup',
    {
      config: limited,
      schema: { tags, summary: 'Agent sign-up: the identity provider page with the sign-up hint' },
    },
    (rq, rp2) => start('ciam', rq, rp2, true),
  );
  app.get<{ Querystring: Query }>(
    '/user',
    { config: limited, schema: { tags, summary: 'Staff callback (redirect URI of the LAN_ID realm)' } },
    (rq, rp2) => finish('staff', rq, rp2),
  );
  app.get<{ Querystring: Query }>(
    '/ciam/handlelogin',
    { config: limited, schema: { tags, summary: 'Agent callback (redirect URI of the CIAM realm)' } },
    (rq, rp2) => finish('ciam', rq, rp2),
  );
  app.get<{ Querystring: Query }>(
    '/ciam/setup',
    { config: open, schema: { tags, summary: 'After a first agent sign-in: back to the app' } },
    (rq, reply) => reply.redirect(`${DEFAULT_RETURN_TO}?lang=${langOf(rq.query.lang)}`),
  );
  app.get<{ Querystring: Query }>(
    '/sso',
    { config: open, schema: { tags, summary: 'The single sign-on page of the staff app' } },
    (rq, reply) => reply.redirect(`${DEFAULT_RETURN_TO}sso?lang=${langOf(rq.query.lang)}`),
  );

  /** Spec 7.1 set-user / set-CIAM-user: header newOrg (and newDistrib), only within the user's scope. */
  const switchTo =
    (userType: 'LAN_ID' | 'CIAM_ID') => async (request: FastifyRequest, reply: FastifyReply) => {
      const session = edge.sessionOf(request);
      const user = session?.user;
      // Checked here rather than by the route guard: any signed-in user may switch within their scope.
      if (!session || !user)
        return reply.code(401).send({
          error: edge.sessionExpired(request)
            ? { code: 'sessionExpired', message: 'Your session has expired.', fields: [] }
            : { code: 'unauthorized', message: 'Sign in to continue.', fields: [] },
        });
      if (user.userType !== userType)
        return reply
          .code(403)
          .send({ error: { code: 'forbidden', message: 'You do not have access to this.', fields: [] } });
      const header = (name: string) => {
        const v = request.headers[name];
        return typeof v === 'string' && v.length > 0 && v.length <= 60 ? v : undefined;
      };
      const target = header('newdistrib') ?? header('neworg');
      if (!target || !user.organizationsInScope.includes(target))
        return fail(reply, 400, 'organizationInvalid');
      await store.setOrganization(session.token, target);
      return reply.header('cache-control', 'no-store').send({ organizationCode: target });
    };
  app.get(
    '/switch',
    {
      config: open,
      schema: { tags, summary: 'Organization switch of a LAN_ID user (header newOrg)' },
    },
    switchTo('LAN_ID'),
  );
  app.get(
    '/switch-ciam',
    {
      config: open,
      schema: {
        tags,
        summary: 'Organization or distributor switch of a CIAM user (headers newOrg, newDistrib)',
      },
    },
    switchTo('CIAM_ID'),
  );

  /** Ends the session here (the row is deleted) and, for an external issuer, there too. */
  const logout = async (request: FastifyRequest<{ Querystring: Query }>, reply: FastifyReply) => {
    const session = edge.sessionOf(request);
    let redirectUrl = `${DEFAULT_RETURN_TO}?lang=${langOf(request.query.lang ?? session?.language)}`;
    if (session) {
      const tokens = await store.tokens(session.token);
      await edge.sessions.end(session.token);
      const realm = tokens?.realm === 'ciam' ? 'ciam' : 'staff';
      if (tokens?.idToken && !rp.realms[realm].builtIn) {
        try {
          const config = await rp.configuration(realm);
          redirectUrl = client
            .buildEndSessionUrl(config, {
              id_token_hint: tokens.idToken,
              post_logout_redirect_uri: `${edge.publicUrl}${DEFAULT_RETURN_TO}`,
            })
            .toString();
        } catch {
          // No end-session endpoint at the issuer: our session is gone, which is what matters.
        }
      }
    }
    edge.clearSessionCookie(reply);
    return { reply, redirectUrl };
  };
  app.get<{ Querystring: Query }>(
    '/logout',
    { config: open, schema: { tags, summary: 'Sign-out of a LAN_ID user (redirects)' } },
    async (request, reply) => {
      const r = await logout(request, reply);
      return r.reply.header('cache-control', 'no-store').redirect(r.redirectUrl);
    },
  );
  app.post<{ Querystring: Query }>(
    '/logout',
    {
      config: limited,
      schema: { tags, summary: 'Sign-out of a CIAM user (CSRF header; answers where to go)' },
    },
    async (request, reply) => {
      const r = await logout(request, reply);
      return r.reply.header('cache-control', 'no-store').send({ ok: true, redirectUrl: r.redirectUrl });
    },
  );
};

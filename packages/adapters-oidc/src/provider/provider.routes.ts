import {
  checkSignInAllowed,
  recordSignInFailure,
  recordSignInSuccess,
  type SignInThrottleDeps,
} from '@tripx/application';
import { Effect, Either } from 'effect';
import type { FastifyContextConfig, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { IncomingMessage } from 'node:http';
import { REALM_USER_TYPE, type Realm, type SignInStore } from '../sign-in-store.port';
import { BUILT_IN_CLIENT_ID, PROVIDER_PREFIX, type BuiltInProvider } from './built-in-provider';
import {
  consentPage,
  messagePage,
  signInPage,
  type DemoAccountLine,
  type PageLanguage,
} from './sign-in-page';

const hidden = { hide: true };

const languageOf = (raw: unknown): PageLanguage =>
  typeof raw === 'string' && raw.toLowerCase().startsWith('fr') ? 'fr' : 'en';

const realmOf = (clientId: unknown): Realm => (clientId === BUILT_IN_CLIENT_ID.ciam ? 'ciam' : 'staff');

const html = (reply: FastifyReply, status: number, body: string) =>
  reply.code(status).header('cache-control', 'no-store').type('text/html; charset=utf-8').send(body);

/**
 * Mounts the provider (a Koa app) under /oidc as its documentation's "Mounting oidc-provider"
 * says: the request keeps its full path in originalUrl and goes in without the prefix, so the
 * provider publishes its endpoints under the prefix. The body stream is left unread for it.
 */
export const builtInProviderRoutes = async (
  app: FastifyInstance,
  builtIn: BuiltInProvider,
  input: {
    readonly store: SignInStore;
    readonly demoPassword: string;
    readonly demoAccounts: (realm: Realm) => readonly DemoAccountLine[];
    /** Failed sign-ins counted per account and per address across instances, and audited. */
    readonly throttle: SignInThrottleDeps;
    readonly now: () => Date;
    /**
     * Settings of every route here: the provider's endpoints and its sign-in form carry their own
     * protection (client authentication, PKCE, the interaction cookie), not the API's CSRF header.
     */
    readonly config: FastifyContextConfig;
  },
): Promise<void> => {
  const { provider } = builtIn;
  const { config } = input;
  const callback = provider.callback();

  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', (_request, _payload, done) => done(null, undefined));
    scope.route({
      method: ['GET', 'POST'],
      url: `${PROVIDER_PREFIX}/*`,
      config,
      schema: hidden,
      handler: async (request, reply) => {
        reply.hijack();
        const req = request.raw as IncomingMessage & { originalUrl?: string };
        const url = req.url ?? '/';
        req.originalUrl = url;
        req.url = url.slice(PROVIDER_PREFIX.length) || '/';
        await new Promise<void>((resolve) => {
          reply.raw.on('finish', resolve);
          reply.raw.on('close', resolve);
          void callback(req, reply.raw);
        });
      },
    });
  });

  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 4096 },
      (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
    );

    const details = async (request: FastifyRequest, reply: FastifyReply) => {
      try {
        return await provider.interactionDetails(request.raw, reply.raw);
      } catch {
        return undefined;
      }
    };

    scope.get<{ Params: { uid: string }; Querystring: { lang?: string } }>(
      `${PROVIDER_PREFIX}/interaction/:uid`,
      { config, schema: hidden },
      async (request, reply) => {
        const d = await details(request, reply);
        const lang = languageOf(request.query.lang ?? d?.params['ui_locales']);
        if (!d || d.uid !== request.params.uid) return html(reply, 400, messagePage(lang, 'expired'));
        const action = `${PROVIDER_PREFIX}/interaction/${d.uid}`;
        if (d.prompt.name === 'consent') return html(reply, 200, consentPage(lang, `${action}/confirm`));
        const realm = realmOf(d.params['client_id']);
        return html(
          reply,
          200,
          signInPage({
            lang,
            realm,
            action: `${action}/login`,
            switchLanguageHref: `${action}?lang=${lang === 'en' ? 'fr' : 'en'}`,
            accounts: input.demoAccounts(realm),
            signup: d.params['screen_hint'] === 'signup',
          }),
        );
      },
    );

    scope.post<{ Params: { uid: string }; Body: Record<string, string> | undefined }>(
      `${PROVIDER_PREFIX}/interaction/:uid/login`,
      { config, schema: hidden },
      async (request, reply) => {
        const body = request.body ?? {};
        const lang = languageOf(body['lang']);
        const d = await details(request, reply);
        if (!d || d.uid !== request.params.uid || d.prompt.name !== 'login')
          return html(reply, 400, messagePage(lang, 'expired'));
        const realm = realmOf(d.params['client_id']);
        const username = String(body['username'] ?? '').trim();
        const again = (
          status: number,
          error: 'invalidCredentials' | 'wrongRealm' | 'tooManySignInAttempts',
          errorValues?: Record<string, number>,
        ) =>
          html(
            reply,
            status,
            signInPage({
              lang,
              realm,
              action: `${PROVIDER_PREFIX}/interaction/${d.uid}/login`,
              switchLanguageHref: `${PROVIDER_PREFIX}/interaction/${d.uid}?lang=${lang === 'en' ? 'fr' : 'en'}`,
              accounts: input.demoAccounts(realm),
              error,
              ...(errorValues ? { errorValues } : {}),
              username,
            }),
          );
        // The client address is Fastify's, which believes X-Forwarded-For only from TRUST_PROXY.
        const attempt = { account: username, address: request.ip, realm, at: input.now() };
        const allowed = await Effect.runPromise(Effect.either(checkSignInAllowed(input.throttle, attempt)));
        if (Either.isLeft(allowed)) {
          const wait = allowed.left.retryAfterSeconds;
          reply.header('retry-after', String(wait));
          return again(429, 'tooManySignInAttempts', { minutes: Math.ceil(wait / 60) });
        }
        const account = username ? await input.store.accountByCode(username) : undefined;
        if (!account || body['password'] !== input.demoPassword) {
          await Effect.runPromise(recordSignInFailure(input.throttle, attempt));
          return again(401, 'invalidCredentials');
        }
        if (account.userType !== REALM_USER_TYPE[realm]) return again(401, 'wrongRealm');
        await Effect.runPromise(recordSignInSuccess(input.throttle, attempt));
        // First-party clients: the grant covers what they asked for, so no separate consent step.
        const grant = new provider.Grant({
          accountId: account.profileRef,
          clientId: String(d.params['client_id']),
        });
        grant.addOIDCScope(String(d.params['scope'] ?? 'openid'));
        const grantId = await grant.save();
        reply.hijack();
        await provider.interactionFinished(request.raw, reply.raw, {
          login: { accountId: account.profileRef },
          consent: { grantId },
        });
      },
    );

    scope.post<{ Params: { uid: string }; Body: Record<string, string> | undefined }>(
      `${PROVIDER_PREFIX}/interaction/:uid/confirm`,
      { config, schema: hidden },
      async (request, reply) => {
        const lang = languageOf(request.body?.['lang']);
        const d = await details(request, reply);
        if (!d || d.uid !== request.params.uid || d.prompt.name !== 'consent' || !d.session?.accountId)
          return html(reply, 400, messagePage(lang, 'expired'));
        const grant = d.grantId
          ? await provider.Grant.find(d.grantId)
          : new provider.Grant({ accountId: d.session.accountId, clientId: String(d.params['client_id']) });
        if (!grant) return html(reply, 400, messagePage(lang, 'expired'));
        grant.addOIDCScope(String(d.params['scope'] ?? 'openid'));
        const grantId = await grant.save();
        reply.hijack();
        await provider.interactionFinished(
          request.raw,
          reply.raw,
          { consent: { grantId } },
          {
            mergeWithLastSubmission: true,
          },
        );
      },
    );
  });
};

import type { Realm, SignInError, SignInStore, SignInWithPasswordUseCase } from '@tripx/application';
import { Effect, Either } from 'effect';
import type { FastifyContextConfig, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { IncomingMessage } from 'node:http';
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

/** The sign-in page's failures: the status the page answers with (its message is the failure's code). */
const SIGN_IN_STATUSES: { readonly [Tag in SignInError['_tag']]: number } = {
  SignInThrottled: 429,
  InvalidCredentials: 401,
  WrongRealm: 401,
};

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
    readonly demoAccounts: (realm: Realm) => readonly DemoAccountLine[];
    /** The page's check (application/identity): throttling, the password, the realm. */
    readonly signIn: Pick<SignInWithPasswordUseCase, 'execute'>;
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
        const signedIn = await Effect.runPromise(
          Effect.either(input.signIn.execute(attempt, body['password'])),
        );
        if (Either.isLeft(signedIn)) {
          const failure = signedIn.left;
          const status = SIGN_IN_STATUSES[failure._tag];
          if (failure._tag !== 'SignInThrottled') return again(status, failure.code);
          reply.header('retry-after', String(failure.retryAfterSeconds));
          return again(status, failure.code, { minutes: Math.ceil(failure.retryAfterSeconds / 60) });
        }
        const account = signedIn.right;
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

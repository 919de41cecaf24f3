import 'reflect-metadata';
import { sessionEdge, type HttpDeps } from '@tripx/adapters-http';
import { signInRoutes } from '@tripx/adapters-oidc';
import { IDENTITY_TOKENS, identityModule, identityUseCases, type HitCounter } from '@tripx/application';
import { DEMO_USERS, SqlSignInAuditLog, SqlSignInRepository, type Database } from '@tripx/adapters-sql';
import type { FastifyInstance } from 'fastify';
import { Container } from 'inversify';
import type { ServerConfig } from './config';

/** Sign-in routes (built-in provider or external issuers) over the database, identityModule's use cases. */
export const signInWiring =
  (config: ServerConfig, database: Database, deps: HttpDeps, counter: HitCounter) =>
  async (app: FastifyInstance): Promise<void> => {
    // A switched organization must be seen at once: extending the session also drops its cached copy.
    const store = new (class extends SqlSignInRepository {
      override async setOrganization(token: string, code: string): Promise<void> {
        await super.setOrganization(token, code);
        await deps.read.sessions.extend(token, deps.now(), deps.config.sessionTtlSeconds);
      }
    })(database.db);
    const container = new Container();
    container.bind(IDENTITY_TOKENS.SignInStore).toConstantValue(store);
    container.bind(IDENTITY_TOKENS.HitCounter).toConstantValue(counter);
    container.bind(IDENTITY_TOKENS.SignInAuditLog).toConstantValue(new SqlSignInAuditLog(database.db));
    container.bind(IDENTITY_TOKENS.BuiltInPassword).toConstantValue(config.oidc.demoPassword);
    container.loadSync(identityModule);
    await signInRoutes(app, sessionEdge(deps), {
      store,
      external: {
        ...(config.oidc.staff ? { staff: config.oidc.staff } : {}),
        ...(config.oidc.ciam ? { ciam: config.oidc.ciam } : {}),
      },
      demoAccounts: DEMO_USERS.map((u) => ({ code: u.profileCode, role: u.role, userType: u.userType })),
      signingJwks: config.oidc.signingJwks,
      signIn: identityUseCases(container).signInWithPassword,
    });
  };

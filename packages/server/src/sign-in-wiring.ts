import { sessionEdge, type HttpDeps } from '@tripx/adapters-http';
import { signInRoutes } from '@tripx/adapters-oidc';
import type { HitCounter } from '@tripx/application';
import { DEMO_USERS, SqlSignInAuditLog, SqlSignInRepository, type Database } from '@tripx/adapters-sql';
import type { FastifyInstance } from 'fastify';
import type { ServerConfig } from './config';

/** Sign-in routes (built-in provider or external issuers) over the database. */
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
    await signInRoutes(app, sessionEdge(deps), {
      store,
      external: {
        ...(config.oidc.staff ? { staff: config.oidc.staff } : {}),
        ...(config.oidc.ciam ? { ciam: config.oidc.ciam } : {}),
      },
      demoPassword: config.oidc.demoPassword,
      demoAccounts: DEMO_USERS.map((u) => ({ code: u.profileCode, role: u.role, userType: u.userType })),
      signingJwks: config.oidc.signingJwks,
      throttle: { counter, audit: new SqlSignInAuditLog(database.db) },
    });
  };

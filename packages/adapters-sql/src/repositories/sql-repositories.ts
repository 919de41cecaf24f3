import type { Db } from '../database/database';
import type { SessionCache, UserCache } from './session-cache';
import { SqlDistributionAdminRepository } from './sql-distribution-admin.repository';
import { SqlDistributionReadRepository } from './sql-distribution-read.repository';
import { SqlOrganizationRepository } from './sql-organization.repository';
import { SqlPolicyReadRepository } from './sql-policy-read.repository';
import { SqlQuoteFormRepository } from './sql-quote-form.repository';
import { SqlReferringAgentRepository } from './sql-referring-agent.repository';
import { SqlSessionRepository } from './sql-session.repository';
import { SqlTranslationRepository } from './sql-translation.repository';
import { SqlTravelLocationRepository } from './sql-travel-location.repository';

/** Every repository over one connection or transaction: a use case gets them all from its transaction. */
export const sqlRepositories = (db: Db, sessionCache?: SessionCache, userCache?: UserCache) => ({
  sessions: new SqlSessionRepository(db, sessionCache, userCache),
  translations: new SqlTranslationRepository(db),
  locations: new SqlTravelLocationRepository(db),
  organizations: new SqlOrganizationRepository(db),
  policies: new SqlPolicyReadRepository(db),
  quoteForms: new SqlQuoteFormRepository(db),
  distribution: new SqlDistributionReadRepository(db),
  distributionAdmin: new SqlDistributionAdminRepository(db, {
    ...(sessionCache ? { sessions: sessionCache } : {}),
    ...(userCache ? { users: userCache } : {}),
  }),
  referringAgents: new SqlReferringAgentRepository(db),
});
export type SqlRepositories = ReturnType<typeof sqlRepositories>;

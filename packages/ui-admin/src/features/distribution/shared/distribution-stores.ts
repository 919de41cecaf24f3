import type { Container } from 'inversify';
import { ADMIN_TOKENS } from '../../../app/admin.tokens';
import type { RouterStore } from '../../routing/router.store';
import { AgentsStore } from '../agents/agents.store';
import { LicencesStore } from '../licences/licences.store';
import { distributionService } from './distribution-service';

const TOKENS = {
  agents: Symbol.for('tripx.admin.agentsStore'),
  licences: Symbol.for('tripx.admin.licencesStore'),
} as const;

const singleton = <T>(c: Container, token: symbol, make: () => T): T => {
  if (!c.isBound(token)) c.bind<T>(token).toConstantValue(make());
  return c.get<T>(token);
};

const langOf = (c: Container) => {
  const router = c.get<RouterStore>(ADMIN_TOKENS.routerStore);
  return () => router.lang;
};

/** The agents store lives as long as the app: the listing keeps its filter when a profile closes. */
export const agentsStore = (c: Container): AgentsStore =>
  singleton(c, TOKENS.agents, () => new AgentsStore(distributionService(c)));

/** The licences store lives as long as the app: /licensing/editLicense edits the row chosen in /licensing. */
export const licencesStore = (c: Container): LicencesStore =>
  singleton(c, TOKENS.licences, () => new LicencesStore(distributionService(c), langOf(c)));

export { langOf };

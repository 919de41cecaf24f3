import type { DistributionService, LinkSection, PartnerKeyService } from '@tripx/application';
import type { Clock } from '@tripx/ui-flow';
import type { QueryAddress } from '../../../platform/listing';
import { AgencyStore } from '../agency/agency.store';
import type { AgentFormDrafts } from '../agents/agent-form-drafts';
import { AgentsStore } from '../agents/agents.store';
import { LicencesStore } from '../licences/licences.store';
import { LinksStore } from '../links/links.store';
import { MaintenanceStore } from '../maintenance/maintenance.store';
import { PartnerKeysStore } from '../partner-keys/partner-keys.store';
import { ReportsStore } from '../reports/reports.store';

/**
 * The distribution screens' stores over one service. The agents and licences stores live as long as
 * the app (the listing keeps its filter when a profile closes; /licensing/editLicense edits the row
 * chosen in /licensing), their filters, sort and page kept in `address` (the router's query); the
 * others are made afresh by each screen that opens. What is typed in an agent form and not saved is
 * kept in `agentDrafts` (sessionStorage).
 */
export interface DistributionStores {
  readonly agents: AgentsStore;
  readonly licences: LicencesStore;
  reports(): ReportsStore;
  agency(mayListAgents: boolean, address?: QueryAddress): AgencyStore;
  maintenance(): MaintenanceStore;
  links(section: LinkSection): LinksStore;
  partnerKeys(): PartnerKeysStore;
}

export const composeDistributionStores = (
  service: DistributionService,
  lang: () => 'en' | 'fr',
  clock: Pick<Clock, 'today'>,
  partnerKeys: PartnerKeyService,
  address?: QueryAddress,
  agentDrafts?: AgentFormDrafts,
): DistributionStores => ({
  agents: new AgentsStore(service, address, agentDrafts),
  licences: new LicencesStore(service, lang, address),
  reports: () => new ReportsStore(service, lang, clock.today()),
  agency: (mayListAgents, address) => new AgencyStore(service, lang, mayListAgents, address),
  maintenance: () => new MaintenanceStore(service),
  links: (section) => new LinksStore(service, section),
  partnerKeys: () => new PartnerKeysStore(partnerKeys, service, lang),
});

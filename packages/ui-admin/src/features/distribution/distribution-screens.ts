import type { Screen } from '../screens/screen-registry';
import type { DistributionPath } from './distribution-paths';
import { PartnerKeysScreen } from './partner-keys/partner-keys.screen';
import {
  AddLicenceScreen,
  AgencyScreen,
  AgentProfileScreen,
  AgentsScreen,
  EditLicenceScreen,
  ExternalLinksScreen,
  FaqScreen,
  FormsScreen,
  LicencesScreen,
  MaintenanceScreen,
  RegisterAgentScreen,
  ReportsScreen,
  ResourcesScreen,
} from './distribution-screens.view';

/** The distribution screens (agents, licences, agency, reports, maintenance, links, partner keys) by route path. */
export const DISTRIBUTION_SCREENS: Readonly<Record<DistributionPath, Screen>> = {
  '/users': AgentsScreen,
  '/users/register': RegisterAgentScreen,
  '/users/:agentId': AgentProfileScreen,
  '/licensing': LicencesScreen,
  '/licensing/add': AddLicenceScreen,
  '/licensing/editLicense': EditLicenceScreen,
  '/licensing/editLicense/:ownerKind/:ownerId/:licenceId': EditLicenceScreen,
  '/maintenance': MaintenanceScreen,
  '/reports': ReportsScreen,
  '/agency': AgencyScreen,
  '/agency/:code': AgencyScreen,
  '/external': ExternalLinksScreen,
  '/resources': ResourcesScreen,
  '/forms': FormsScreen,
  '/faq': FaqScreen,
  '/partner-keys': PartnerKeysScreen,
};

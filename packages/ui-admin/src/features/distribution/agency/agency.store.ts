import type {
  DistributionService,
  HierarchyResponse,
  OrganizationDetailsResponse,
  OrganizationNodeResponse,
  UserRecordView,
} from '@tripx/application';
import { action, makeObservable, observable, runInAction } from 'mobx';
import { callError, type CallError } from '../shared/call-state';

/** /agency: organization search, then the chosen one's details, contacts, category display and hierarchy. */
export class AgencyStore {
  name = '';
  includeChildren = false;
  organizations: readonly OrganizationNodeResponse[] = [];
  details: OrganizationDetailsResponse | null = null;
  hierarchy: HierarchyResponse | null = null;
  /** The organization's agents (agentlist), for holders of agent administration only. */
  agents: readonly UserRecordView[] = [];
  error: CallError | null = null;

  constructor(
    private readonly api: Pick<
      DistributionService,
      'organizations' | 'organization' | 'hierarchy' | 'agentsOf'
    >,
    private readonly lang: () => 'en' | 'fr',
    private readonly mayListAgents: boolean,
  ) {
    makeObservable(this, {
      name: observable,
      includeChildren: observable,
      organizations: observable.ref,
      details: observable.ref,
      hierarchy: observable.ref,
      agents: observable.ref,
      error: observable.ref,
      nameChanged: action,
      includeChildrenChanged: action,
    });
  }

  nameChanged(name: string): void {
    this.name = name;
  }

  includeChildrenChanged(on: boolean): void {
    this.includeChildren = on;
  }

  async search(): Promise<void> {
    const r = await this.api.organizations({
      name: this.name.trim(),
      includeChildOrganizations: this.includeChildren,
      lang: this.lang(),
    });
    // Spec 8: a failed organization search is an empty list, silently.
    runInAction(() => (this.organizations = r.ok ? r.value : []));
  }

  async opened(code: string): Promise<void> {
    const [details, hierarchy, agents] = await Promise.all([
      this.api.organization(code),
      this.api.hierarchy(code),
      this.mayListAgents ? this.api.agentsOf(code) : null,
    ]);
    runInAction(() => {
      this.error = details.ok ? null : callError(details.failure);
      this.details = details.ok ? details.value : null;
      this.hierarchy = hierarchy.ok ? hierarchy.value : null;
      this.agents = agents?.ok ? agents.value : [];
    });
  }
}

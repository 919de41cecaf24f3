import type {
  DistributionService,
  HierarchyResponse,
  OrganizationDetailsResponse,
  OrganizationNodeResponse,
  UserRecordView,
} from '@tripx/application';
import { action, makeObservable, observable, runInAction } from 'mobx';
import { AddressedQuery, type QueryAddress } from '../../../platform/listing';
import { callError, type CallError } from '../shared/call-state';

/** The search kept in the address: the name typed and whether child organizations are included. */
const AGENCY_FILTERS = ['name', 'children'] as const;

/**
 * /agency: organization search, then the chosen one's details, contacts, category display and hierarchy.
 * The search is kept in the address's query and the organization opened in its path (/agency/:code), so a
 * reload or a shared link reopens both and Back returns to the list.
 */
export class AgencyStore {
  name = '';
  includeChildren = false;
  organizations: readonly OrganizationNodeResponse[] = [];
  details: OrganizationDetailsResponse | null = null;
  hierarchy: HierarchyResponse | null = null;
  /** The organization's agents (agentlist), for holders of agent administration only. */
  agents: readonly UserRecordView[] = [];
  error: CallError | null = null;
  readonly #address: AddressedQuery;
  /** The organization last asked for: an older answer arriving later is dropped. */
  #asked: string | null = null;

  constructor(
    private readonly api: Pick<
      DistributionService,
      'organizations' | 'organization' | 'hierarchy' | 'agentsOf'
    >,
    private readonly lang: () => 'en' | 'fr',
    private readonly mayListAgents: boolean,
    address?: QueryAddress,
  ) {
    this.#address = new AddressedQuery(address, AGENCY_FILTERS);
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
      closed: action,
    });
  }

  nameChanged(name: string): void {
    this.name = name;
  }

  includeChildrenChanged(on: boolean): void {
    this.includeChildren = on;
  }

  /** The address shows a search (the screen opened, Back, a shared link): its name and children filter. */
  searchOpened(query: Readonly<Record<string, string>>): Promise<void> {
    if (!this.#address.isNew(query)) return Promise.resolve();
    runInAction(() => {
      this.name = query['name'] ?? '';
      this.includeChildren = query['children'] === 'true';
    });
    return this.search();
  }

  /** The user searches: the filter is written to the address (a step Back returns from). */
  searched(): Promise<void> {
    const name = this.name.trim();
    this.#address.write({
      ...(name === '' ? {} : { name }),
      ...(this.includeChildren ? { children: 'true' } : {}),
    });
    return this.search();
  }

  private async search(): Promise<void> {
    const r = await this.api.organizations({
      name: this.name.trim(),
      includeChildOrganizations: this.includeChildren,
      lang: this.lang(),
    });
    // Spec 8: a failed organization search is an empty list, silently.
    runInAction(() => (this.organizations = r.ok ? r.value : []));
  }

  /** The organization of the address (/agency/:code), read from the server, which enforces the scope. */
  async opened(code: string): Promise<void> {
    this.#asked = code;
    const [details, hierarchy, agents] = await Promise.all([
      this.api.organization(code),
      this.api.hierarchy(code),
      this.mayListAgents ? this.api.agentsOf(code) : null,
    ]);
    if (this.#asked !== code) return;
    runInAction(() => {
      this.error = details.ok ? null : callError(details.failure);
      this.details = details.ok ? details.value : null;
      this.hierarchy = hierarchy.ok ? hierarchy.value : null;
      this.agents = agents?.ok ? agents.value : [];
    });
  }

  /** The address names no organization (Back to the list): none is shown. */
  closed(): void {
    this.#asked = null;
    this.details = null;
    this.hierarchy = null;
    this.agents = [];
    this.error = null;
  }
}

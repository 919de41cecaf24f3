import type { AgentSearchResponse, DistributionService, RoleOption } from '@tripx/application';
import {
  AGENT_LIST,
  AGENT_STATUS_FILTERS,
  createAgentProfile,
  profileStatusLabel,
  updateAgentProfile,
  type AgentProfileForm,
  type AgentStatusFilter,
} from '@tripx/domain';
import { action, computed, makeObservable, observable, runInAction } from 'mobx';
import { AddressedQuery, Listing, type QueryAddress } from '../../../platform/listing';
import { callError, fieldLabels, type CallError, type Label } from '../shared/call-state';
import { REGISTRATION_DRAFT, type AgentFormDrafts } from './agent-form-drafts';

export type AgentDirectory = 'agents' | 'internal';
const NAME_FILTERS = ['firstName', 'lastName', 'profileCode'] as const;
const NO_CRITERIA = { firstName: '', lastName: '', profileCode: '', status: 'ALL' as AgentStatusFilter };
export type AgentFormField =
  | 'profileCode'
  | 'firstName'
  | 'lastName'
  | 'email'
  | 'role'
  | 'language'
  | 'city'
  | 'province'
  | 'status'
  | 'organizationCode'
  | 'licences';

export interface AgentFormValues {
  readonly profileCode: string;
  readonly firstName: string;
  readonly lastName: string;
  readonly email: string;
  readonly role: string;
  readonly language: string;
  readonly city: string;
  readonly province: string;
  readonly status: string;
  readonly organizationCode: string;
  readonly licences: readonly string[];
}

const EMPTY_FORM: AgentFormValues = {
  profileCode: '',
  firstName: '',
  lastName: '',
  email: '',
  role: '',
  language: 'en',
  city: '',
  province: '',
  status: 'NEW',
  organizationCode: '',
  licences: [],
};

const toForm = (v: AgentFormValues): AgentProfileForm => ({
  profileCode: v.profileCode,
  firstName: v.firstName,
  lastName: v.lastName,
  email: v.email,
  role: v.role,
  language: v.language,
  city: v.city,
  province: v.province,
  status: v.status,
  organizations: v.organizationCode ? [{ organizationCode: v.organizationCode, default: true }] : [],
  licenses: v.licences,
});

/**
 * Agents and users (spec 2.4): the listing (filter, sort, 10 a page, default first name ascending),
 * registration and the profile form. The domain checks the form before it is sent; the server
 * checks it again. Each call keeps its own error (spec 4.7, 8: registerError, updateError; a failed search is an empty list, silently).
 * What is typed in a form and not yet saved is kept in `drafts` (sessionStorage): a reload, or Back to
 * the profile, shows it again over what the server has.
 * The filters, directory, sort and page live in the address as the policy search's do (`AddressedQuery`):
 * a change is written, an address it did not write is read again (`opened`).
 */
export class AgentsStore {
  criteria = NO_CRITERIA;
  /** Agents (external users), or users-internal: the LAN_ID staff directory (staff only, spec 2.4). */
  directory: AgentDirectory = 'agents';
  readonly listing = new Listing(AGENT_LIST, () => this.changed());
  readonly #address: AddressedQuery;
  /** The profile last asked for: an earlier one answering late is not shown under its address. */
  #profileAsked: string | null = null;
  result: AgentSearchResponse = { total: 0, agents: [] };
  searching = false;

  roles: readonly RoleOption[] = [];
  form: AgentFormValues = EMPTY_FORM;
  profileRef: string | null = null;
  formErrors: Readonly<Record<string, Label>> = {};
  registerError: CallError | null = null;
  updateError: CallError | null = null;
  loadError: CallError | null = null;
  saving = false;
  licences: readonly {
    id: string;
    name: string;
    licensedProvince: string;
    licenseNumber: string;
    status: string;
    isDeleted: boolean;
    expiryDate: string | null;
    organizationCode: string;
  }[] = [];

  readonly statusFilters = AGENT_STATUS_FILTERS;

  constructor(
    private readonly api: Pick<
      DistributionService,
      'searchAgents' | 'searchInternalUsers' | 'profile' | 'createProfile' | 'updateProfile' | 'roles'
    >,
    address?: QueryAddress,
    private readonly drafts?: AgentFormDrafts,
  ) {
    this.#address = new AddressedQuery(address, [...NAME_FILTERS, 'status', 'directory']);
    makeObservable(this, {
      criteria: observable.ref,
      directory: observable,
      directoryChosen: action,
      result: observable.ref,
      searching: observable,
      roles: observable.ref,
      form: observable.ref,
      profileRef: observable,
      formErrors: observable.ref,
      registerError: observable.ref,
      updateError: observable.ref,
      loadError: observable.ref,
      saving: observable,
      licences: observable.ref,
      rows: computed,
      criterionChanged: action,
      fieldChanged: action,
      search: action,
      opened: action,
      startRegistration: action,
    });
  }

  get rows() {
    return this.result.agents.map((a) => ({ ...a, statusLabel: profileStatusLabel(a.status) }));
  }

  criterionChanged(field: keyof AgentsStore['criteria'], value: string): void {
    this.criteria = { ...this.criteria, [field]: value };
  }

  directoryChosen(directory: AgentDirectory): Promise<void> {
    this.directory = directory;
    return this.listing.searchSubmitted();
  }

  /** The address shows a list (the screen opened, Back, a shared link): its filters, sort and page. */
  opened(query: Readonly<Record<string, string>>): Promise<void> {
    if (!this.#address.isNew(query)) return Promise.resolve();
    this.criteria = {
      ...NO_CRITERIA,
      ...Object.fromEntries(NAME_FILTERS.map((f) => [f, query[f] ?? ''])),
      status: this.statusFilters.find((f) => f === query['status']) ?? 'ALL',
    };
    this.directory = query['directory'] === 'internal' ? 'internal' : 'agents';
    this.listing.placed(query);
    return this.search();
  }

  /** The list's filters, directory, sort and page as the address last showed them (the way back from a profile). */
  get listQuery(): Readonly<Record<string, string>> {
    return this.#address.shown;
  }

  /** The filters as chosen: blanks, ALL and the agents' directory left out. */
  private filled(): Record<string, string> {
    return Object.fromEntries([
      ...NAME_FILTERS.flatMap((f) => (this.criteria[f] === '' ? [] : [[f, this.criteria[f]]])),
      ...(this.criteria.status === 'ALL' ? [] : [['status', this.criteria.status]]),
    ]);
  }

  private changed(): Promise<void> {
    this.#address.write({
      ...this.filled(),
      ...(this.directory === 'internal' ? { directory: 'internal' } : {}),
      ...this.listing.urlQuery,
    });
    return this.search();
  }

  async search(): Promise<void> {
    this.searching = true;
    const q = { ...this.filled(), ...this.listing.query };
    const asked = this.listing.asked();
    const r = await (this.directory === 'internal'
      ? this.api.searchInternalUsers(q)
      : this.api.searchAgents(q));
    runInAction(() => {
      if (!this.listing.isLatest(asked)) return;
      this.searching = false;
      // Spec 4.7, 8: a failed search shows no rows (page 1 of 1), silently.
      this.result = r.ok ? r.value : { total: 0, agents: [] };
      this.listing.answered(this.result.total);
    });
  }

  /** A role by its title in the page's language (the server's roles table); its code until the roles are loaded. */
  roleTitle(role: string, lang: 'en' | 'fr'): string {
    const r = this.roles.find((x) => x.role === role);
    return r ? (lang === 'fr' ? r.titleFr : r.title) : role;
  }

  async loadRoles(): Promise<void> {
    const r = await this.api.roles();
    runInAction(() => (this.roles = r.ok ? r.value : []));
  }

  startRegistration(defaultOrganization: string | null): void {
    this.#profileAsked = null;
    this.profileRef = null;
    this.form = {
      ...EMPTY_FORM,
      organizationCode: defaultOrganization ?? '',
      ...this.drafts?.edited(REGISTRATION_DRAFT),
    };
    this.formErrors = {};
    this.registerError = null;
    this.licences = [];
  }

  async loadProfile(profileRef: string): Promise<void> {
    this.#profileAsked = profileRef;
    const r = await this.api.profile(profileRef);
    runInAction(() => {
      if (this.#profileAsked !== profileRef) return;
      this.loadError = r.ok ? null : callError(r.failure);
      if (!r.ok) return;
      const p = r.value;
      this.profileRef = p.profileRef;
      this.form = {
        profileCode: p.profileCode,
        firstName: p.firstName,
        lastName: p.lastName,
        email: p.email,
        role: p.role,
        language: p.language,
        city: p.city ?? '',
        province: p.province ?? '',
        status: p.status,
        organizationCode: p.organizations.find((o) => o.default)?.organizationCode ?? p.organizationCode,
        licences: [...new Set(p.licenses.filter((l) => !l.isDeleted).map((l) => l.licensedProvince))],
        ...this.drafts?.edited(p.profileRef),
      };
      this.licences = p.licenses;
      this.formErrors = {};
      this.updateError = null;
    });
  }

  /** The form's key among the drafts: its profile, or the registration's. */
  private get draftName(): string {
    return this.profileRef ?? REGISTRATION_DRAFT;
  }

  fieldChanged<K extends AgentFormField>(field: K, value: AgentFormValues[K]): void {
    this.form = { ...this.form, [field]: value };
    this.drafts?.kept(this.draftName, { ...this.drafts.edited(this.draftName), [field]: value });
    const { [field]: _cleared, ...rest } = this.formErrors;
    this.formErrors = rest;
  }

  /** Register (create payload: NEW, CA) or update (only filled fields); answers the profile ref when saved. */
  async saved(): Promise<string | null> {
    const form = toForm(this.form);
    const checked = this.profileRef
      ? updateAgentProfile(form)
      : createAgentProfile(form, { referenceNumber: 'pending', createdBy: 'pending' });
    if (!checked.ok) {
      runInAction(() => (this.formErrors = fieldLabels(checked.errors)));
      return null;
    }
    runInAction(() => (this.saving = true));
    const ref = this.profileRef;
    const draft = this.draftName;
    const r = ref ? await this.api.updateProfile(ref, form) : await this.api.createProfile(form);
    const conflict = 'distribution:profileCodeTaken';
    return runInAction(() => {
      this.saving = false;
      const error = r.ok ? null : callError(r.failure, conflict);
      if (ref) this.updateError = error;
      else this.registerError = error;
      this.formErrors = error?.fields ?? {};
      if (r.ok) this.drafts?.saved(draft);
      return r.ok ? r.value.profileRef : null;
    });
  }
}

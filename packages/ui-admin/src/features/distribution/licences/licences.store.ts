import type {
  DistributionService,
  ExportFormat,
  LicenceOwnerKind,
  LicenceRowResponse,
  LicenceSearchResponse,
} from '@tripx/application';
import {
  isPendingLicenceNumber,
  LICENCE_KIND_LABELS,
  LICENCE_LIST,
  LICENCE_SEARCH_FIELDS,
  toLicenceSearchFilter,
  type LicenceSearchField,
  type LicenceSearchFilter,
  type LicenceStatusLabel,
} from '@tripx/domain';
import { action, computed, makeObservable, observable, runInAction } from 'mobx';
import { callError, fieldLabels, type CallError, type Label } from '../shared/call-state';
import { AddressedQuery, Listing, type QueryAddress } from '../../../platform/listing';
import { licenceRowLabel } from './licence-label';

export type LicenceFilterField = LicenceSearchField;
export type LicenceFilter = Readonly<Record<LicenceFilterField, string>>;

export const LICENCE_FORM_FIELDS = [
  'name',
  'licenseNumber',
  'licensedProvince',
  'status',
  'licenceType',
  'screeningStatus',
  'expiryDate',
] as const;
export type LicenceFormField = (typeof LICENCE_FORM_FIELDS)[number];

const EMPTY_FILTER = Object.fromEntries(LICENCE_SEARCH_FIELDS.map((f) => [f, ''])) as LicenceFilter;
const EMPTY_LICENCE = Object.fromEntries(LICENCE_FORM_FIELDS.map((f) => [f, ''])) as Record<
  LicenceFormField,
  string
>;

export interface LicenceRowResponseWithLabel extends LicenceRowResponse {
  readonly statusLabel: LicenceStatusLabel;
  readonly kind: (typeof LICENCE_KIND_LABELS)[keyof typeof LICENCE_KIND_LABELS];
}

export interface LicenceOwner {
  readonly kind: LicenceOwnerKind;
  readonly id: string;
}

/** Who holds a licence: an agent (its profile) or an agency (its organization). */
export const licenceOwnerOf = (licence: LicenceRowResponse): LicenceOwner =>
  licence.profileRef
    ? { kind: 'agent', id: licence.profileRef }
    : { kind: 'agency', id: licence.organizationCode };

/**
 * Licences (spec 2.5): the search with every filter field of spec 3, paging, status display, the
 * export of the same search (XLSX or CSV), and the add / edit form. The edited licence is kept here
 * between /licensing and its edit address (the store lives as long as the app), or read again from
 * that address (`editOpened`). The filter, sort and page live in the address as the policy search's do
 * (`AddressedQuery`): a change is written, an address it did not write is read again (`opened`).
 */
export class LicencesStore {
  filter: LicenceFilter = EMPTY_FILTER;
  readonly listing = new Listing(LICENCE_LIST, () => this.changed());
  readonly #address: AddressedQuery;
  filterErrors: Readonly<Record<string, Label>> = {};
  result: LicenceSearchResponse = { total: 0, licenses: [] };
  exportError: CallError | null = null;
  exporting = false;

  owner: LicenceOwner = { kind: 'agent', id: '' };
  editing: LicenceRowResponse | null = null;
  form: Record<LicenceFormField, string> & { isDeleted: boolean } = { ...EMPTY_LICENCE, isDeleted: false };
  formErrors: Readonly<Record<string, Label>> = {};
  saveError: CallError | null = null;
  saving = false;
  /** Why the licence of an edit address could not be opened. */
  openError: CallError | null = null;

  constructor(
    private readonly api: Pick<
      DistributionService,
      'searchLicences' | 'exportLicences' | 'createLicence' | 'updateLicence' | 'licence'
    >,
    private readonly lang: () => 'en' | 'fr',
    address?: QueryAddress,
  ) {
    this.#address = new AddressedQuery(address, LICENCE_SEARCH_FIELDS);
    makeObservable(this, {
      filter: observable.ref,
      filterErrors: observable.ref,
      result: observable.ref,
      exportError: observable.ref,
      exporting: observable,
      owner: observable.ref,
      editing: observable.ref,
      form: observable.ref,
      formErrors: observable.ref,
      saveError: observable.ref,
      saving: observable,
      openError: observable.ref,
      rows: computed,
      awaitsNumber: computed,
      filterChanged: action,
      opened: action,
      addStarted: action,
      editStarted: action,
      ownerChanged: action,
      licenceFieldChanged: action,
    });
  }

  get rows(): readonly LicenceRowResponseWithLabel[] {
    return this.result.licenses.map((l) => ({
      ...l,
      statusLabel: licenceRowLabel(l),
      kind: LICENCE_KIND_LABELS[l.profileRef ? 'AGENT' : 'AGENCY'],
    }));
  }

  /** The filter as the domain reads it (spec 3): trimmed, blanks left out, codes and dates checked. */
  private checkedFilter(): LicenceSearchFilter | null {
    const r = toLicenceSearchFilter(this.filter);
    runInAction(() => (this.filterErrors = r.ok ? {} : fieldLabels(r.errors)));
    return r.ok ? r.value : null;
  }

  filterChanged(field: LicenceFilterField, value: string): void {
    this.filter = { ...this.filter, [field]: value };
  }

  /** The address shows a list (the screen opened, Back, a shared link): its filter, sort and page. */
  opened(query: Readonly<Record<string, string>>): Promise<void> {
    if (!this.#address.isNew(query)) return Promise.resolve();
    this.filter = Object.fromEntries(LICENCE_SEARCH_FIELDS.map((f) => [f, query[f] ?? ''])) as LicenceFilter;
    this.listing.placed(query);
    return this.search();
  }

  /** The list's filter, sort and page as the address last showed them (the way back from a form). */
  get listQuery(): Readonly<Record<string, string>> {
    return this.#address.shown;
  }

  /** A search, a sort or a page: written to the address when the filter is valid, then listed. */
  private changed(): Promise<void> {
    if (!this.checkedFilter()) return Promise.resolve();
    const filled = LICENCE_SEARCH_FIELDS.flatMap((f) => {
      const value = this.filter[f].trim();
      return value === '' ? [] : [[f, value] as const];
    });
    this.#address.write({ ...Object.fromEntries(filled), ...this.listing.urlQuery });
    return this.search();
  }

  async search(): Promise<void> {
    const filter = this.checkedFilter();
    if (!filter) return;
    const asked = this.listing.asked();
    const r = await this.api.searchLicences(filter, { ...this.listing.query, lang: this.lang() });
    runInAction(() => {
      if (!this.listing.isLatest(asked)) return;
      // Spec 8: a failed search is an empty list, silently (spec 4.7: page 1).
      this.result = r.ok ? r.value : { total: 0, licenses: [] };
      this.listing.answered(this.result.total);
    });
  }

  /** The whole filtered search (not only this page) as a file with headers in the page's language. */
  async exported(format: ExportFormat) {
    const filter = this.checkedFilter();
    if (!filter) return null;
    runInAction(() => (this.exporting = true));
    const r = await this.api.exportLicences(filter, {
      sortField: this.listing.sort.column,
      sortOrder: this.listing.sort.direction,
      lang: this.lang(),
      format,
    });
    runInAction(() => {
      this.exporting = false;
      this.exportError = r.ok ? null : callError(r.failure);
    });
    return r.ok ? r.value : null;
  }

  addStarted(owner: LicenceOwner | null): void {
    this.editing = null;
    if (owner) this.owner = owner;
    this.form = { ...EMPTY_LICENCE, isDeleted: false };
    this.formErrors = {};
    this.saveError = null;
  }

  editStarted(licence: LicenceRowResponse): void {
    this.editing = licence;
    this.owner = licenceOwnerOf(licence);
    this.form = {
      ...EMPTY_LICENCE,
      name: licence.name,
      // A licence waiting for its number shows an empty field, not the placeholder.
      licenseNumber: isPendingLicenceNumber(licence.licenseNumber) ? '' : licence.licenseNumber,
      licensedProvince: licence.licensedProvince,
      status: licence.status,
      screeningStatus: licence.screeningStatus ?? '',
      expiryDate: licence.expiryDate ?? '',
      isDeleted: licence.isDeleted,
    };
    this.formErrors = {};
    this.saveError = null;
  }

  /** The licence of an edit address (a reload, a shared link): read from the server unless it is the one edited. */
  async editOpened(owner: LicenceOwner, licenceId: string): Promise<void> {
    if (this.editing?.id === licenceId) return;
    const r = await this.api.licence(owner.kind, owner.id, licenceId);
    runInAction(() => {
      this.openError = r.ok ? null : callError(r.failure);
      if (r.ok) this.editStarted(r.value);
    });
  }

  /** The edited licence waits for its number (made from a profile's province). */
  get awaitsNumber(): boolean {
    return this.editing !== null && isPendingLicenceNumber(this.editing.licenseNumber);
  }

  ownerChanged(owner: LicenceOwner): void {
    this.owner = owner;
  }

  licenceFieldChanged(field: LicenceFormField | 'isDeleted', value: string | boolean): void {
    this.form = { ...this.form, [field]: value };
  }

  /** Create or edit; the server checks the licence (spec 3) and answers the saved row. */
  async saved(): Promise<boolean> {
    runInAction(() => (this.saving = true));
    const { isDeleted, ...fields } = this.form;
    const editing = this.editing;
    const license = {
      // Still no number entered: the licence keeps its placeholder.
      ...(editing && this.awaitsNumber ? { licenseNumber: editing.licenseNumber } : {}),
      ...Object.fromEntries(Object.entries(fields).filter(([, v]) => v.trim() !== '')),
      isDeleted,
    };
    const r = editing
      ? await this.api.updateLicence(this.owner.kind, this.owner.id, editing.id, license)
      : await this.api.createLicence(this.owner.kind, this.owner.id.trim(), license);
    return runInAction(() => {
      this.saving = false;
      const error = r.ok ? null : callError(r.failure, 'distribution:licenceNumberTaken');
      this.saveError = error;
      this.formErrors = error?.fields ?? {};
      if (r.ok) this.editing = r.value;
      return r.ok;
    });
  }
}

import type {
  PolicyMaintenanceService,
  PolicySearchCriteria,
  PolicySearchPageView,
} from '@tripx/application';
import { isCalendarDate, POLICY_LIST, type PolicySortField } from '@tripx/domain';
import type { SortState } from '@tripx/ui-kit';
import { action, computed, makeObservable, observable, runInAction } from 'mobx';
import { AddressedQuery, Listing, type QueryAddress } from '../../../platform/listing';
import { failureKey } from '../shared/failure';

/** The filters of spec 3's policy search, in the order the form shows them. */
export const SEARCH_FILTERS = [
  'firstName',
  'lastName',
  'email',
  'phone',
  'policyNumber',
  'bookingRef',
  'groupNumber',
  'planCode',
  'organizationCode',
  'applicationDate',
  'startDate',
] as const;
export type SearchFilter = (typeof SEARCH_FILTERS)[number];
const DATE_FILTERS: readonly SearchFilter[] = ['applicationDate', 'startDate'];

const noFilters = (): Record<SearchFilter, string> =>
  Object.fromEntries(SEARCH_FILTERS.map((f) => [f, ''])) as Record<SearchFilter, string>;

/**
 * Policy search (spec 2.3): filters, a sort of POLICY_LIST's columns (newest purchase first when it
 * opens), LIMITS.pageSize a page, sorted and paged by the server. Filters, sort and page live in the
 * address: a search, a sort or a page is written there (so a copied URL reopens it and Back returns to
 * the previous one), and an address it did not write is read again (`opened`).
 */
export class PolicySearchStore {
  filters: Record<SearchFilter, string> = noFilters();
  result: PolicySearchPageView | undefined = undefined;
  loading = false;
  errorKey: string | undefined = undefined;
  readonly listing = new Listing(POLICY_LIST, () => this.changed());
  readonly #address: AddressedQuery;

  constructor(
    private readonly service: Pick<PolicyMaintenanceService, 'search'>,
    address?: QueryAddress,
  ) {
    this.#address = new AddressedQuery(address, SEARCH_FILTERS);
    makeObservable(this, {
      filters: observable,
      result: observable.ref,
      loading: observable,
      errorKey: observable,
      invalidDates: computed,
      filterChanged: action,
      cleared: action,
      opened: action,
    });
  }

  /** Date filters that are filled but not a calendar date (YYYY-MM-DD): the search waits for them. */
  get invalidDates(): readonly SearchFilter[] {
    return DATE_FILTERS.filter(
      (f) => this.filters[f].trim() !== '' && !isCalendarDate(this.filters[f].trim()),
    );
  }

  get pages(): number {
    return this.listing.pageCount;
  }

  filterChanged(filter: SearchFilter, value: string): void {
    this.filters[filter] = value;
  }

  /** Search pressed: the filters as typed, from the first page. */
  searched(): Promise<void> {
    return this.listing.searchSubmitted();
  }

  /** A 1-based page, kept within the pages there are. */
  pageChosen(page: number): Promise<void> {
    return this.listing.pageChanged(page - 1);
  }

  sortChosen(sort: SortState<PolicySortField>): Promise<void> {
    return this.listing.sortChanged(sort);
  }

  /** No filter, the list as it opens (newest purchase first, page 1). */
  cleared(): Promise<void> {
    this.filters = noFilters();
    this.listing.placed({});
    return this.changed();
  }

  /** The address shows a list (the screen opened, Back, a shared link): its filters, sort and page. */
  opened(query: Readonly<Record<string, string>>): Promise<void> {
    if (!this.#address.isNew(query)) return Promise.resolve();
    this.filters = Object.fromEntries(SEARCH_FILTERS.map((f) => [f, query[f] ?? ''])) as Record<
      SearchFilter,
      string
    >;
    this.listing.placed(query);
    return this.load();
  }

  private filled(): Record<string, string> {
    return Object.fromEntries(
      SEARCH_FILTERS.flatMap((f) => {
        const value = this.filters[f].trim();
        return value === '' ? [] : [[f, value] as const];
      }),
    );
  }

  private changed(): Promise<void> {
    if (this.invalidDates.length > 0) return Promise.resolve();
    this.#address.write({ ...this.filled(), ...this.listing.urlQuery });
    return this.load();
  }

  private async load(): Promise<void> {
    if (this.invalidDates.length > 0) return;
    const asked = this.listing.asked();
    runInAction(() => {
      this.loading = true;
      this.errorKey = undefined;
    });
    const criteria = { ...this.filled(), ...this.listing.query } as PolicySearchCriteria;
    const r = await this.service.search(criteria);
    if (!this.listing.isLatest(asked)) return;
    runInAction(() => {
      this.loading = false;
      this.listing.answered(r.ok ? r.value.total : 0);
      if (r.ok) this.result = r.value;
      else {
        this.result = undefined;
        this.errorKey = failureKey(r);
      }
    });
  }
}

import type {
  PolicyMaintenanceService,
  PolicySearchCriteria,
  PolicySearchPageView,
} from '@tripx/application';
import { isCalendarDate, LIMITS } from '@tripx/domain';
import { action, computed, makeObservable, observable, runInAction } from 'mobx';
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

export const pageCount = (total: number, pageSize: number): number =>
  pageSize > 0 ? Math.max(1, Math.ceil(total / pageSize)) : 1;

/** Policy search (spec 2.3): filters, newest purchase first, LIMITS.pageSize a page. */
export class PolicySearchStore {
  filters: Record<SearchFilter, string> = Object.fromEntries(SEARCH_FILTERS.map((f) => [f, ''])) as Record<
    SearchFilter,
    string
  >;
  result: PolicySearchPageView | undefined = undefined;
  loading = false;
  errorKey: string | undefined = undefined;

  constructor(private readonly service: Pick<PolicyMaintenanceService, 'search'>) {
    makeObservable(this, {
      filters: observable,
      result: observable.ref,
      loading: observable,
      errorKey: observable,
      invalidDates: computed,
      pages: computed,
      filterChanged: action,
      searched: action,
      pageChosen: action,
      cleared: action,
    });
  }

  /** Date filters that are filled but not a calendar date (YYYY-MM-DD): the search waits for them. */
  get invalidDates(): readonly SearchFilter[] {
    return DATE_FILTERS.filter(
      (f) => this.filters[f].trim() !== '' && !isCalendarDate(this.filters[f].trim()),
    );
  }

  get pages(): number {
    return this.result ? pageCount(this.result.total, this.result.pageSize) : 0;
  }

  filterChanged(filter: SearchFilter, value: string): void {
    this.filters[filter] = value;
  }

  cleared(): void {
    for (const f of SEARCH_FILTERS) this.filters[f] = '';
    this.result = undefined;
  }

  searched(): Promise<void> {
    return this.load(1);
  }

  pageChosen(page: number): Promise<void> {
    return this.load(Math.min(Math.max(1, page), this.pages || 1));
  }

  private criteria(page: number): PolicySearchCriteria {
    const filled = SEARCH_FILTERS.flatMap((f) => {
      const value = this.filters[f].trim();
      return value === '' ? [] : [[f, value] as const];
    });
    return {
      ...(Object.fromEntries(filled) as PolicySearchCriteria),
      offset: (page - 1) * LIMITS.pageSize,
      limit: LIMITS.pageSize,
    };
  }

  private async load(page: number): Promise<void> {
    if (this.invalidDates.length > 0) return;
    this.loading = true;
    this.errorKey = undefined;
    const r = await this.service.search(this.criteria(page));
    runInAction(() => {
      this.loading = false;
      if (r.ok) this.result = r.value;
      else this.errorKey = failureKey(r);
    });
  }
}

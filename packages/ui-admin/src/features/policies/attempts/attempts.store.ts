import type { AttemptPageView, AttemptSearchQuery, PolicyMaintenanceService } from '@tripx/application';
import { ATTEMPT_LIST, isCalendarDate, type AttemptSortField } from '@tripx/domain';
import type { SortState } from '@tripx/ui-kit';
import { action, computed, makeObservable, observable, runInAction } from 'mobx';
import { AddressedQuery, Listing, type QueryAddress } from '../../../platform/listing';
import { failureKey } from '../shared/failure';

export const ATTEMPT_STATUS_FILTERS = ['ALL', 'DECLINED', 'ABANDONED'] as const;
export type AttemptStatusFilter = (typeof ATTEMPT_STATUS_FILTERS)[number];
const PERIOD = ['from', 'to'] as const;

/**
 * Declined and abandoned purchases (issue 17 item 6): not policies, a list to follow up from, newest
 * first unless another column of ATTEMPT_LIST is sorted, filtered by how they ended and the Toronto
 * days they were made on; the server sorts, pages and scopes it. Filters, sort and page live in the
 * address as the policy search's do (`AddressedQuery`): a change is written, an address it did not
 * write is read again (`opened`).
 */
export class AttemptsStore {
  status: AttemptStatusFilter = 'ALL';
  from = '';
  to = '';
  result: AttemptPageView | undefined = undefined;
  loading = false;
  errorKey: string | undefined = undefined;
  readonly listing = new Listing(ATTEMPT_LIST, () => this.changed());
  readonly #address: AddressedQuery;

  constructor(
    private readonly service: Pick<PolicyMaintenanceService, 'attempts'>,
    address?: QueryAddress,
  ) {
    this.#address = new AddressedQuery(address, ['status', ...PERIOD]);
    makeObservable(this, {
      status: observable,
      from: observable,
      to: observable,
      result: observable.ref,
      loading: observable,
      errorKey: observable,
      invalidDates: computed,
      statusChosen: action,
      dateChanged: action,
      opened: action,
    });
  }

  /** Period fields that are filled but not a calendar date: the list waits for them. */
  get invalidDates(): readonly ('from' | 'to')[] {
    return PERIOD.filter((f) => this[f].trim() !== '' && !isCalendarDate(this[f].trim()));
  }

  get pages(): number {
    return this.listing.pageCount;
  }

  statusChosen(status: AttemptStatusFilter): void {
    this.status = status;
  }

  dateChanged(field: 'from' | 'to', value: string): void {
    this[field] = value;
  }

  /** The filters as chosen, from the first page. */
  load(): Promise<void> {
    return this.listing.searchSubmitted();
  }

  /** A 1-based page, kept within the pages there are. */
  pageChosen(page: number): Promise<void> {
    return this.listing.pageChanged(page - 1);
  }

  sortChosen(sort: SortState<AttemptSortField>): Promise<void> {
    return this.listing.sortChanged(sort);
  }

  /** The address shows a list (the screen opened, Back, a shared link): its filters, sort and page. */
  opened(query: Readonly<Record<string, string>>): Promise<void> {
    if (!this.#address.isNew(query)) return Promise.resolve();
    const status = ATTEMPT_STATUS_FILTERS.find((s) => s === query['status']);
    this.status = status ?? 'ALL';
    this.from = query['from'] ?? '';
    this.to = query['to'] ?? '';
    this.listing.placed(query);
    return this.loaded();
  }

  /** The filters as chosen: blanks and ALL left out. */
  private filled(): Record<string, string> {
    return Object.fromEntries([
      ...(this.status === 'ALL' ? [] : [['status', this.status]]),
      ...PERIOD.flatMap((f) => (this[f].trim() === '' ? [] : [[f, this[f].trim()]])),
    ]);
  }

  private changed(): Promise<void> {
    if (this.invalidDates.length > 0) return Promise.resolve();
    this.#address.write({ ...this.filled(), ...this.listing.urlQuery });
    return this.loaded();
  }

  private async loaded(): Promise<void> {
    if (this.invalidDates.length > 0) return;
    const asked = this.listing.asked();
    runInAction(() => {
      this.loading = true;
      this.errorKey = undefined;
    });
    const r = await this.service.attempts({ ...this.filled(), ...this.listing.query } as AttemptSearchQuery);
    if (!this.listing.isLatest(asked)) return;
    runInAction(() => {
      this.loading = false;
      this.listing.answered(r.ok ? r.value.total : 0);
      if (r.ok) this.result = r.value;
      else this.errorKey = failureKey(r);
    });
  }
}

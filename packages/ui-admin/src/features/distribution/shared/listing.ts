import { LIMITS, pagingOffsetOfIndex, totalPageCount } from '@tripx/domain';
import type { SortState } from '@tripx/ui-kit';
import { action, computed, makeObservable, observable } from 'mobx';

/**
 * Sort and paging of a listing (spec 9: 10 a page, a new sort or search starts on page 1). The
 * owning store runs the search; this keeps where the listing stands and what to ask the server.
 */
export class Listing<C extends string> {
  pageIndex = 0;
  total = 0;
  #asked = 0;

  constructor(
    public sort: SortState<C>,
    private readonly run: () => Promise<void>,
  ) {
    makeObservable(this, {
      sort: observable.ref,
      pageIndex: observable,
      total: observable,
      pageCount: computed,
      sortChanged: action,
      pageChanged: action,
      searchSubmitted: action,
      answered: action,
    });
  }

  get pageCount(): number {
    return totalPageCount(this.total, LIMITS.pageSize);
  }

  /** The paging and sort parameters of the next call. */
  get query() {
    return {
      sortField: this.sort.column,
      sortOrder: this.sort.direction,
      offset: pagingOffsetOfIndex(this.pageIndex, LIMITS.pageSize),
      limit: LIMITS.pageSize,
    };
  }

  sortChanged(sort: SortState<C>): Promise<void> {
    this.sort = sort;
    this.pageIndex = 0;
    return this.run();
  }

  pageChanged(pageIndex: number): Promise<void> {
    this.pageIndex = Math.min(Math.max(0, pageIndex), this.pageCount - 1);
    return this.run();
  }

  searchSubmitted(): Promise<void> {
    this.pageIndex = 0;
    return this.run();
  }

  /** Numbers a search as it leaves, so that only the answer of the latest one is shown. */
  asked(): number {
    this.#asked += 1;
    return this.#asked;
  }

  isLatest(asked: number): boolean {
    return asked === this.#asked;
  }

  /** The total of the last answer (0 after a failure: page 1 of 1, spec 4.7). */
  answered(total: number): void {
    this.total = total;
  }
}

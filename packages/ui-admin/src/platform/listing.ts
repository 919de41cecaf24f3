import {
  LIMITS,
  listPlaceOfQuery,
  pagingOfListPlace,
  queryOfListPlace,
  totalPageCount,
  type ListPlace,
  type ListSort,
} from '@tripx/domain';
import type { SortState } from '@tripx/ui-kit';
import { action, computed, makeObservable, observable } from 'mobx';

/**
 * Sort and paging of a listing (spec 9: 10 a page, a new sort or search starts on page 1), the sort
 * one of the list's allow-list (`ListSort`, the same the server reads). The owning store runs the
 * search; this keeps where the listing stands, what to ask the server and how a URL shows it.
 */
export class Listing<C extends string> {
  sort: SortState<C>;
  pageIndex = 0;
  total = 0;
  #asked = 0;

  constructor(
    readonly list: ListSort<C>,
    private readonly run: () => Promise<void>,
  ) {
    this.sort = { column: list.field, direction: list.order };
    makeObservable(this, {
      sort: observable.ref,
      pageIndex: observable,
      total: observable,
      pageCount: computed,
      place: computed,
      sortChanged: action,
      pageChanged: action,
      searchSubmitted: action,
      placed: action,
      answered: action,
    });
  }

  get pageCount(): number {
    return totalPageCount(this.total, LIMITS.pageSize);
  }

  /** Sort, direction and 1-based page, as the address shows them. */
  get place(): ListPlace<C> {
    return { sortField: this.sort.column, sortOrder: this.sort.direction, page: this.pageIndex + 1 };
  }

  /** The paging and sort parameters of the next call. */
  get query() {
    return pagingOfListPlace(this.place, LIMITS.pageSize);
  }

  /** The place in a URL query: `sort`, `order`, `page`, each absent when it is the list's default. */
  get urlQuery(): Record<string, string> {
    return queryOfListPlace(this.list, this.place);
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

  /** Takes the place a URL query shows (a shared link, Back): what it lacks is the default. */
  placed(query: Readonly<Record<string, string | undefined>>): void {
    const place = listPlaceOfQuery(this.list, query);
    this.sort = { column: place.sortField, direction: place.sortOrder };
    this.pageIndex = place.page - 1;
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

/** The part of the router a listing keeps its filters, sort and page in (the address's query). */
export interface QueryAddress {
  readonly query: Readonly<Record<string, string>>;
  setQuery(
    patch: Readonly<Record<string, string | undefined>>,
    options?: { readonly replace?: boolean },
  ): void;
}

const LIST_KEYS = ['sort', 'order', 'page'] as const;

/**
 * A listing's filters and place in the address, so that a copied URL reopens the same list and Back
 * returns to the previous one: a user's change is written (pushed), and an address the listing did not
 * write (opened, Back, a shared link) is read again.
 */
export class AddressedQuery {
  readonly #keys: readonly string[];
  #shown: Readonly<Record<string, string>> | undefined = undefined;

  constructor(
    private readonly address: QueryAddress | undefined,
    filterKeys: readonly string[],
  ) {
    this.#keys = [...filterKeys, ...LIST_KEYS];
  }

  #own(query: Readonly<Record<string, string | undefined>>): Record<string, string> {
    return Object.fromEntries(this.#keys.flatMap((k) => (query[k] ? [[k, query[k]]] : [])));
  }

  /**
   * Whether the address shows a list other than the one shown (written or read; none yet at first):
   * then that list is the one shown.
   */
  isNew(query: Readonly<Record<string, string>>): boolean {
    const own = this.#own(query);
    if (this.#shown && JSON.stringify(own) === JSON.stringify(this.#shown)) return false;
    this.#shown = own;
    return true;
  }

  /** The list's part of the address as last shown (to go back to it from another screen). */
  get shown(): Readonly<Record<string, string>> {
    return this.#shown ?? {};
  }

  /** Writes the list's query; its keys not in `query` are removed from the address. */
  write(query: Readonly<Record<string, string>>): void {
    this.#shown = this.#own(query);
    this.address?.setQuery(Object.fromEntries(this.#keys.map((k) => [k, query[k]])));
  }
}

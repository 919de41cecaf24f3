import type { ReactNode } from 'react';
import { cx } from '../shared/class-names';
import { SortableHeader, type SortState } from '../sortable-header/sortable-header.view';

/** A column: its header, and the sort its header asks for when the list may be sorted by it. */
export interface TableColumn<C extends string> {
  readonly key: string;
  readonly label: string;
  readonly sort?: C;
}

export interface TableRow {
  readonly key: string;
  readonly cells: readonly ReactNode[];
}

export interface DataTableProps<C extends string> {
  readonly caption?: string;
  readonly columns: readonly TableColumn<C>[];
  readonly rows: readonly TableRow[];
  /** The sort the rows are in; a column with a `sort` gets a header button while `onSort` is given. */
  readonly sort?: SortState<C>;
  readonly onSort?: (next: SortState<C>) => void;
  readonly busy?: boolean;
  readonly className?: string;
}

/**
 * The staff lists' table: sortable headers (aria-sort, a button each, so Enter and Space sort) for the
 * columns the server may sort by, plain headers for the others. The rows come sorted and paged from
 * the server; the table never reorders them.
 */
export function DataTable<C extends string>(props: DataTableProps<C>) {
  const { onSort } = props;
  return (
    <table className={cx('tx-data-table', props.className)} aria-busy={props.busy || undefined}>
      {props.caption && <caption>{props.caption}</caption>}
      <thead>
        <tr>
          {props.columns.map((c) =>
            c.sort && onSort ? (
              <SortableHeader key={c.key} column={c.sort} label={c.label} sort={props.sort} onSort={onSort} />
            ) : (
              <th key={c.key} scope="col">
                {c.label}
              </th>
            ),
          )}
        </tr>
      </thead>
      <tbody>
        {props.rows.map((r) => (
          <tr key={r.key}>
            {r.cells.map((cell, i) => (
              <td key={props.columns[i]?.key ?? i}>{cell}</td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export interface PaginationLabels {
  /** The navigation landmark's name. */
  readonly label: string;
  readonly previous: string;
  readonly next: string;
  /** "Page 2 of 5" in the app's language. */
  readonly pageOf: (page: number, pages: number) => string;
}

/** Previous / "page n of m" / next under a paged list; `page` is 1-based. */
export function Pagination(props: {
  readonly page: number;
  readonly pages: number;
  readonly busy?: boolean;
  readonly labels: PaginationLabels;
  readonly onPage: (page: number) => void;
  readonly className?: string;
}) {
  const { page, pages, busy = false, labels, onPage } = props;
  return (
    <nav className={cx('tx-pagination', props.className)} aria-label={labels.label}>
      <button
        type="button"
        className="tx-button tx-button--secondary"
        disabled={busy || page <= 1}
        onClick={() => onPage(page - 1)}
      >
        {labels.previous}
      </button>
      <span aria-live="polite">{labels.pageOf(page, pages)}</span>
      <button
        type="button"
        className="tx-button tx-button--secondary"
        disabled={busy || page >= pages}
        onClick={() => onPage(page + 1)}
      >
        {labels.next}
      </button>
    </nav>
  );
}

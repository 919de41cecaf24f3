import { cx } from '../shared/class-names';

export type SortDirection = 'asc' | 'desc';

export interface SortState<C extends string> {
  readonly column: C;
  readonly direction: SortDirection;
}

/** The direction after a click: a new column starts ascending (spec 9), the same column flips. */
export const nextSort = <C extends string>(current: SortState<C> | undefined, column: C): SortState<C> =>
  current?.column === column
    ? { column, direction: current.direction === 'asc' ? 'desc' : 'asc' }
    : { column, direction: 'asc' };

export interface SortableHeaderProps<C extends string> {
  readonly column: C;
  readonly label: string;
  readonly sort: SortState<C> | undefined;
  readonly onSort: (next: SortState<C>) => void;
  readonly className?: string;
}

const ARIA_SORT = { asc: 'ascending', desc: 'descending' } as const;

/** A column header whose button sorts the table; aria-sort tells which column sorts and which way. */
export function SortableHeader<C extends string>(props: SortableHeaderProps<C>) {
  const active = props.sort?.column === props.column ? props.sort.direction : undefined;
  return (
    <th
      scope="col"
      aria-sort={active ? ARIA_SORT[active] : undefined}
      className={cx('tx-sortable-header', active && `tx-sortable-header--${active}`, props.className)}
    >
      <button
        type="button"
        className="tx-sortable-header__button"
        onClick={() => props.onSort(nextSort(props.sort, props.column))}
      >
        {props.label}
        <span className="tx-sortable-header__icon" aria-hidden="true">
          {active === 'asc' ? '▲' : active === 'desc' ? '▼' : '↕'}
        </span>
      </button>
    </th>
  );
}

import { DataTable as Table, type SortState } from '@tripx/ui-kit';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * A table of the policies screens: header cells are `column.<key>` labels of the policies namespace;
 * the columns named in `sortable` sort it on the server when `onSort` is given.
 */
export function DataTable<C extends string = never>({
  caption,
  columns,
  rows,
  sortable,
  sort,
  onSort,
  busy,
}: {
  readonly caption?: string;
  readonly columns: readonly string[];
  readonly rows: readonly (readonly [key: string, cells: readonly ReactNode[]])[];
  readonly sortable?: Readonly<Partial<Record<string, C>>>;
  readonly sort?: SortState<C>;
  readonly onSort?: (next: SortState<C>) => void;
  readonly busy?: boolean;
}) {
  const { t } = useTranslation('policies');
  return (
    <Table
      caption={caption}
      columns={columns.map((key) => ({ key, label: t(`column.${key}`), sort: sortable?.[key] }))}
      rows={rows.map(([key, cells]) => ({ key, cells }))}
      sort={sort}
      onSort={onSort}
      busy={busy}
    />
  );
}

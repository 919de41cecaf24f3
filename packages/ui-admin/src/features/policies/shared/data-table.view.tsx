import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** A table whose header cells are `column.<key>` labels of the policies namespace. */
export function DataTable({
  caption,
  columns,
  rows,
}: {
  readonly caption?: string;
  readonly columns: readonly string[];
  readonly rows: readonly (readonly [key: string, cells: readonly ReactNode[]])[];
}) {
  const { t } = useTranslation('policies');
  return (
    <table className="adm-table">
      {caption && <caption>{caption}</caption>}
      <thead>
        <tr>
          {columns.map((c) => (
            <th key={c} scope="col">
              {t(`column.${c}`)}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map(([key, cells]) => (
          <tr key={key}>
            {cells.map((c, i) => (
              <td key={i}>{c}</td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

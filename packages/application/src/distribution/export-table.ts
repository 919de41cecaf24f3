/** A cell: a plain value, or a label key the renderer translates (status names and the like). */
export type ExportCell = string | number | null | { readonly label: string };

/** A table to export (XLSX or CSV): columns and sheet are label keys, translated by the renderer. */
export interface ExportTable {
  readonly sheet: string;
  readonly columns: readonly string[];
  readonly rows: readonly (readonly ExportCell[])[];
}

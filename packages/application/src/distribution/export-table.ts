import type { Language } from '@tripx/domain';

/** A cell: a plain value, or a label key the renderer translates (status names and the like). */
export type ExportCell = string | number | null | { readonly label: string };

/** A table to export (XLSX or CSV): columns and sheet are label keys, translated by the renderer. */
export interface ExportTable {
  readonly sheet: string;
  readonly columns: readonly string[];
  readonly rows: readonly (readonly ExportCell[])[];
}

/** Writes an export table as the file a user downloads, labels in their language (adapters-documents). */
export interface ExportFileRenderer {
  /** CSV text (with a byte-order mark so that spreadsheet apps read accents). */
  csv(table: ExportTable, lang: Language): string;
  /** An XLSX workbook. */
  xlsx(table: ExportTable, lang: Language): Promise<Uint8Array>;
}

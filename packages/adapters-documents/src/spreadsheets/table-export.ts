import type { ExportCell, ExportFileRenderer, ExportTable } from '@tripx/application';
import type { Language } from '@tripx/domain';
import statusEn from '../../../../translations/admin/distribution.en.json';
import statusFr from '../../../../translations/admin/distribution.fr.json';
import exportEn from '../../../../translations/documents/distribution-export.en.json';
import exportFr from '../../../../translations/documents/distribution-export.fr.json';

const LABELS: Record<Language, Readonly<Record<string, string>>> = {
  en: { ...statusEn, ...exportEn },
  fr: { ...statusFr, ...exportFr },
};

/** A label of the export files in that language (the key itself when unknown, never empty). */
export const exportLabel = (lang: Language, key: string): string => LABELS[lang][key] ?? key;

const cellValue = (lang: Language, c: ExportCell): string | number | null =>
  c !== null && typeof c === 'object' ? exportLabel(lang, c.label) : c;

/** The table as an XLSX workbook (one sheet, localized bold header row, frozen). */
export const renderXlsx = async (table: ExportTable, lang: Language): Promise<Buffer> => {
  // Loaded on the first export, not at server start (exceljs is large).
  const { default: ExcelJS } = await import('exceljs');
  const wb = new ExcelJS.Workbook();
  wb.creator = 'tripx';
  const ws = wb.addWorksheet(exportLabel(lang, table.sheet).slice(0, 31), {
    views: [{ state: 'frozen', ySplit: 1 }],
  });
  ws.addRow(table.columns.map((k) => exportLabel(lang, k)));
  ws.getRow(1).font = { bold: true };
  for (const row of table.rows) ws.addRow(row.map((c) => cellValue(lang, c)));
  ws.columns.forEach((col) => (col.width = 18));
  return Buffer.from(await wb.xlsx.writeBuffer());
};

/** A spreadsheet app would run a cell starting with these as a formula (CSV injection). */
const FORMULA = /^[=+\-@\t\r]/;
const csvCell = (v: string | number | null): string => {
  if (v === null) return '';
  if (typeof v === 'number') return String(v);
  const safe = FORMULA.test(v) ? `'${v}` : v;
  return /[",\n\r;]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
};

/** The table as CSV (UTF-8 with BOM so spreadsheet apps read accents, CRLF rows). */
export const renderCsv = (table: ExportTable, lang: Language): string =>
  '\uFEFF' +
  [table.columns.map((k) => exportLabel(lang, k)), ...table.rows.map((r) => r.map((c) => cellValue(lang, c)))]
    .map((r) => r.map(csvCell).join(','))
    .join('\r\n') +
  '\r\n';

/** The export files, as the server hands them to the HTTP routes. */
export const exportFiles: ExportFileRenderer = { csv: renderCsv, xlsx: renderXlsx };

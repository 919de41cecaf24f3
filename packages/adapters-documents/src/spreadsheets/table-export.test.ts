import ExcelJS from 'exceljs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import en from '../../../../translations/documents/distribution-export.en.json';
import fr from '../../../../translations/documents/distribution-export.fr.json';
import { sanitizeContentHtml } from '../html/content-sanitizer';
import { renderCsv, renderXlsx } from './table-export';

const table = {
  sheet: 'exportLicenceSheet',
  columns: ['exportLicenceName', 'exportLicenceStatus', 'exportLicenceExpiry'],
  rows: [
    ['Léa, Martin', { label: 'licenceAuthorized' }, '2027-01-31'],
    ['=HYPERLINK("x")', { label: 'licenceDeleted' }, null],
  ],
};

describe('table export', () => {
  it('EN and FR labels have the same keys, every French one its own text', () => {
    expect(Object.keys(fr).sort()).toEqual(Object.keys(en).sort());
    const same = Object.entries(en)
      .filter(([k, v]) => (fr as Record<string, string>)[k] === v)
      .map(([k]) => k);
    expect(same.sort()).toEqual(['exportLicenceProvince', 'reportDay']);
  });
  it('XLSX opens back with exceljs: localized header and status labels, same cells', async () => {
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load((await renderXlsx(table, 'fr')) as unknown as ArrayBuffer);
    const ws = wb.worksheets[0];
    expect(ws?.name).toBe('Permis');
    expect(ws?.getRow(1).values).toEqual([undefined, 'Nom', 'Statut', 'Date d’expiration']);
    expect(ws?.getRow(2).values).toEqual([undefined, 'Léa, Martin', 'Autorisé', '2027-01-31']);
  });
  it('CSV quotes separators and defuses formulas', () => {
    const lines = renderCsv(table, 'en').replace('\uFEFF', '').split('\r\n');
    expect(lines[1]).toBe('"Léa, Martin",Authorized,2027-01-31');
    expect(lines[2]?.startsWith(`"'=HYPERLINK`)).toBe(true);
  });
  it('property: a CSV cell never starts with a formula character', () => {
    fc.assert(
      fc.property(fc.string(), (s) => {
        const line = renderCsv({ sheet: 's', columns: ['c'], rows: [[s]] }, 'en').split('\r\n')[1] ?? '';
        expect(/^"?[=+\-@]/.test(line)).toBe(false);
      }),
    );
  });
});

describe('content sanitizer', () => {
  it('drops scripts, handlers and javascript: links, keeps formatting', () => {
    expect(sanitizeContentHtml('<p onclick="x()">Hi <b>there</b><script>alert(1)</script></p>')).toBe(
      '<p>Hi <b>there</b></p>',
    );
    expect(
      sanitizeContentHtml('<a href="javascript:alert(1)">x</a><iframe src="https://e.com"></iframe>'),
    ).toBe('<a>x</a>');
    expect(sanitizeContentHtml('<a href="https://canada.ca" target="_blank">c</a>')).toBe(
      '<a href="https://canada.ca" target="_blank" rel="noopener noreferrer">c</a>',
    );
  });
  it('property: no output contains a script tag or an on* handler', () => {
    const piece = fc.constantFrom(
      '<script>',
      '</script>',
      '<img src=x onerror=alert(1)>',
      '<b>',
      'text',
      '<svg onload=1>',
      '"',
      '<',
    );
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 12 }), (parts) => {
        const out = sanitizeContentHtml(parts.join(''));
        expect(out).not.toMatch(/<script|\son\w+=/i);
      }),
    );
  });
});

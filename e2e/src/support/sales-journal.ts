import type { Page } from 'playwright-core';

const LABELS = {
  en: { report: 'Report', journal: 'Sales journal', organization: 'Organization', run: 'Show report' },
  fr: {
    report: 'Rapport',
    journal: 'Journal des ventes',
    organization: 'Organisation',
    run: 'Afficher le rapport',
  },
} as const;

/**
 * The rows of an organization's sales journal this month (the screen's default period), as the
 * staff app's reports screen shows it to the signed-in `page`.
 */
export const journalRows = async (
  page: Page,
  baseUrl: string,
  lang: 'en' | 'fr',
  organizationCode: string,
): Promise<string[]> => {
  const L = LABELS[lang];
  await page.goto(`${baseUrl}/admin/reports?lang=${lang}`, { waitUntil: 'networkidle' });
  const main = page.getByRole('main');
  await main.getByRole('combobox', { name: L.report }).click();
  await page.getByRole('option', { name: L.journal }).click();
  await main.getByRole('combobox', { name: L.organization }).click();
  await page.getByRole('option', { name: new RegExp(`\\(${organizationCode}\\)$`) }).click();
  await main.getByRole('button', { name: L.run }).click();
  const table = main.getByRole('table', { name: L.journal });
  await table.waitFor();
  return table.getByRole('row').allTextContents();
};

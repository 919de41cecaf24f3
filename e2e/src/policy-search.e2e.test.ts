import { useServerAndBrowser } from '@tripx/testing/e2e';
import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';

/*
 * Issue 17 item 7 on the real server in Chromium: the policy search lists the newest policies when it
 * opens, a staff member filters it and sorts it by a column header, copies the address and opens it in
 * a new page: the same filtered, sorted list; Back returns to the previous sort. English and French;
 * docs/screens/admin/policy-search-<lang>.png are made here.
 */
const SCREENS = fileURLToPath(new URL('../../docs/screens/admin/', import.meta.url));

const e2e = useServerAndBrowser();
beforeAll(() => {
  mkdirSync(SCREENS, { recursive: true });
});

const LABELS = {
  en: {
    title: 'Policy search',
    all: '5 policies found',
    two: '2 policies found',
    organization: 'Organization code',
    search: 'Search',
    policyNumber: 'Policy number',
  },
  fr: {
    title: 'Recherche de polices',
    all: '5 polices trouvées',
    two: '2 polices trouvées',
    organization: 'Code de l’organisation',
    search: 'Rechercher',
    policyNumber: 'Numéro de police',
  },
} as const;

/** The policy numbers of the result rows, in the order shown. */
const numbersShown = (page: Page) =>
  page.locator('table tbody tr td:first-child').evaluateAll((cells) => cells.map((c) => c.textContent ?? ''));

const numberHeader = (page: Page, lang: 'en' | 'fr') =>
  page.getByRole('columnheader', { name: LABELS[lang].policyNumber });

describe('policy search: a shared URL reopens the same filtered, sorted list', () => {
  for (const lang of ['en', 'fr'] as const) {
    it(`filters, sorts, and a copied address opens the same list (${lang})`, async () => {
      const l = LABELS[lang];
      const page = await e2e.signedIn('admin', lang);
      await page.goto(`${e2e.baseUrl}/admin/policy?lang=${lang}`);
      await page.getByRole('heading', { name: l.title, level: 1 }).waitFor();
      // Listed at once, newest purchase first: nothing to press.
      await page.getByText(l.all).waitFor();
      await page.getByLabel(l.organization).fill('MAPLE-TOR');
      await page.getByRole('button', { name: l.search, exact: true }).click();
      await page.getByText(l.two).waitFor();
      await page.getByRole('button', { name: l.policyNumber, exact: true }).click();
      await expect.poll(() => numberHeader(page, lang).getAttribute('aria-sort')).toBe('ascending');
      expect(await numbersShown(page)).toEqual(['TX10000011', 'TX10000021']);
      await page.getByRole('button', { name: l.policyNumber, exact: true }).press('Enter');
      await expect.poll(() => numberHeader(page, lang).getAttribute('aria-sort')).toBe('descending');
      await expect.poll(() => numbersShown(page)).toEqual(['TX10000021', 'TX10000011']);

      const shared = new URL(page.url());
      expect(Object.fromEntries(shared.searchParams)).toEqual({
        lang,
        organizationCode: 'MAPLE-TOR',
        sort: 'policyNumber',
        order: 'desc',
      });
      const opened = await e2e.browser.newPage();
      await opened.goto(shared.toString());
      await opened.getByText(l.two).waitFor();
      expect(await opened.getByLabel(l.organization).inputValue()).toBe('MAPLE-TOR');
      expect(await numberHeader(opened, lang).getAttribute('aria-sort')).toBe('descending');
      expect(await numbersShown(opened)).toEqual(['TX10000021', 'TX10000011']);
      await opened.screenshot({ path: `${SCREENS}policy-search-${lang}.png`, fullPage: true });
      await opened.close();

      // Back: the previous sort of the same filter.
      await page.goBack();
      await expect.poll(() => numberHeader(page, lang).getAttribute('aria-sort')).toBe('ascending');
      await expect.poll(() => numbersShown(page)).toEqual(['TX10000011', 'TX10000021']);
      expect(await page.getByLabel(l.organization).inputValue()).toBe('MAPLE-TOR');
      await page.close();
    });
  }
});

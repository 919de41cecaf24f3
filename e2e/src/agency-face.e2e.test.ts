import { useServerAndBrowser } from '@tripx/testing/e2e';
import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { answerQuestionnaire, confirmedPolicies, purchase } from './support/purchase-flow';
import { journalRows } from './support/sales-journal';

/*
 * Issue 16 item 10, spec 3 and 6: the organization's category decides its face. An agency (MAPLE, by
 * its reference code in the purchase app; MAPLE-MTL for its consultant in the staff booking) shows its
 * logo, and each premium with the coverage it buys; the pictures go to docs/screens. A purchase by
 * the agency's link is the agency's sale, counted in its sales journal.
 */
const SCREENS = fileURLToPath(new URL('../../docs/screens/', import.meta.url));

const e2e = useServerAndBrowser();
beforeAll(() => {
  mkdirSync(`${SCREENS}admin/`, { recursive: true });
});

/** The premium of a visitor's plan at the default coverage, as an agency shows it. */
const WITH_COVERAGE = {
  en: /for \$100,000 of coverage, taxes included/,
  fr: /pour une garantie de 100\u00a0000\u00a0\$, taxes incluses/,
} as const;
/** A premium as the card shows it: `$1,234.56` or `1 234,56 $`. */
const AMOUNT = { en: /^\$\d{1,3}(,\d{3})*\.\d{2}$/, fr: /^\d{1,3}(\u00a0\d{3})*,\d{2}\u00a0\$$/ } as const;

/** On the plan selection: the questionnaire answered, a card priced with its coverage; its amount. */
const pricedWithCoverage = async (page: Page, lang: 'en' | 'fr'): Promise<string> => {
  await page.getByRole('article').first().waitFor();
  await answerQuestionnaire(page, lang);
  const line = page.locator('.flow-card__premium').filter({ hasText: WITH_COVERAGE[lang] }).first();
  await line.waitFor();
  expect(await line.locator('span').nth(1).textContent()).toMatch(WITH_COVERAGE[lang]);
  const amount = (await line.locator('.flow-card__amount').textContent()) ?? '';
  expect(amount).toMatch(AMOUNT[lang]);
  await line.scrollIntoViewIfNeeded();
  return amount;
};

describe('an agency’s face: its logo and the premium with its coverage', () => {
  for (const lang of ['en', 'fr'] as const)
    it(`in the purchase app opened by the agency’s reference code (${lang})`, async () => {
      const page = await e2e.freshPage();
      try {
        await purchase(page, e2e.baseUrl, { category: 'visitor', lang, refCode: 'MAPLE', until: 'plans' });
        const logo = page.getByRole('img', {
          name: lang === 'en' ? 'Maple Travel Group' : 'Groupe Voyages Érable',
        });
        await logo.waitFor();
        expect(await logo.getAttribute('src')).toBe('/static/logos/maple-travel.svg');
        expect(await logo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
        await pricedWithCoverage(page, lang);
        await page.screenshot({ path: `${SCREENS}agency-face-${lang}.png`, fullPage: true });
      } finally {
        await page.close();
      }
    });

  for (const lang of ['en', 'fr'] as const)
    it(`in the staff booking of the agency’s consultant (${lang})`, async () => {
      const page = await e2e.signedIn('agent.agency', lang);
      try {
        await purchase(page, e2e.baseUrl, { category: 'visitor', lang, app: 'staff', until: 'plans' });
        const logo = page.getByRole('img', {
          name: lang === 'en' ? 'Maple Travel Montréal' : 'Voyages Érable Montréal',
        });
        await logo.waitFor();
        expect(await logo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
        await pricedWithCoverage(page, lang);
        await page.screenshot({ path: `${SCREENS}admin/agency-face-booking-${lang}.png`, fullPage: true });
      } finally {
        await page.close();
      }
    });

  it('a purchase by the agency’s link is the agency’s sale: in its sales journal, not the insurer’s (en)', async () => {
    const page = await e2e.freshPage();
    let bought: string[];
    try {
      await purchase(page, e2e.baseUrl, { category: 'visitor', lang: 'en', refCode: 'MAPLE' });
      bought = await confirmedPolicies(page);
      expect(bought.length).toBeGreaterThan(0);
    } finally {
      await page.close();
    }
    const staff = await e2e.signedIn('admin', 'en');
    try {
      const listed = (rows: string[]) => bought.filter((n) => rows.some((r) => r.includes(n)));
      expect(listed(await journalRows(staff, e2e.baseUrl, 'en', 'MAPLE'))).toEqual(bought);
      expect(listed(await journalRows(staff, e2e.baseUrl, 'en', 'CM'))).toEqual([]);
    } finally {
      await staff.close();
    }
  });

  it('the insurer’s own purchase app shows no logo and the premium alone', async () => {
    const page = await e2e.freshPage();
    try {
      await purchase(page, e2e.baseUrl, { category: 'visitor', lang: 'en', until: 'plans' });
      await page.getByRole('article').first().waitFor();
      await answerQuestionnaire(page, 'en');
      await page.locator('.flow-card__amount').first().waitFor();
      expect(await page.locator('.tx-organization-logo').count()).toBe(0);
      expect(await page.getByText(/of coverage/).count()).toBe(0);
    } finally {
      await page.close();
    }
  });
});

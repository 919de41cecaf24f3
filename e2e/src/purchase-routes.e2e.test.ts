import { useServerAndBrowser } from '@tripx/testing/e2e';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { axeViolations, purchase } from './support/purchase-flow';

/* The purchase app's routes (issue 16, spec 2.1) in Chromium, in a French browser (fr-CA): the language
   of a path, the flow's guard and its message, Back and Forward between steps. */
const e2e = useServerAndBrowser({ bypassCSP: true, locale: 'fr-CA' });

/** A new tab: nothing in its sessionStorage, no cookie. */
const withPage = async (fn: (page: Page) => Promise<void>) => {
  const page = await e2e.freshPage();
  try {
    await fn(page);
  } finally {
    await page.close();
  }
};

const path = (page: Page) => {
  const u = new URL(page.url());
  return u.pathname + u.search;
};

describe('the purchase app’s addresses', () => {
  it('a French step opened without lang, in a French browser with no quote, lands on the first step in French and says why', async () => {
    await withPage(async (page) => {
      await page.goto(`${e2e.baseUrl}/adherer/paiement`);
      await page.waitForURL((u) => u.pathname === '/obtenir-une-soumission');
      expect(path(page)).toBe('/obtenir-une-soumission?lang=fr');
      await page.getByRole('heading', { level: 1, name: /Obtenir une soumission/ }).waitFor();
      await page
        .getByRole('status')
        .filter({ hasText: 'Nous n’avons pas trouvé votre soumission. Veuillez commencer ici.' })
        .waitFor();
      expect(await page.evaluate(() => document.documentElement.lang)).toBe('fr');
      expect(await axeViolations(page)).toEqual([]);
    });
  });

  it('an English path is English in a French browser, and the toggle swaps it for the French path', async () => {
    await withPage(async (page) => {
      await page.goto(`${e2e.baseUrl}/get-a-quote`);
      await page.waitForURL((u) => u.search === '?lang=en');
      await page.getByRole('heading', { level: 1, name: 'Get a travel insurance quote' }).waitFor();
      expect(
        await page
          .getByRole('status')
          .filter({ hasText: /quote|soumission/ })
          .count(),
      ).toBe(0);
      await page.getByRole('button', { name: 'Français' }).click();
      await page.waitForURL((u) => u.pathname === '/obtenir-une-soumission');
      await page.getByRole('heading', { level: 1, name: /Obtenir une soumission/ }).waitFor();
    });
  });

  it('Back and Forward move between the steps, each in its language, with what the buyer entered', async () => {
    await withPage(async (page) => {
      await purchase(page, e2e.baseUrl, { category: 'canadian', lang: 'fr', until: 'plans' });
      const trip = page.getByRole('heading', { level: 1, name: 'Renseignements sur le voyage' });
      await page.goBack();
      await trip.waitFor();
      expect(path(page)).toBe('/obtenir-une-soumission/infos-voyage?lang=fr');
      // The trip the buyer entered is still there: the stores, not the address, hold it.
      await page.getByRole('button', { name: 'Voir les régimes' }).waitFor();
      await page.goBack();
      await page.getByRole('heading', { level: 1, name: /Obtenir une soumission/ }).waitFor();
      expect(await page.getByLabel('Canadiens en voyage').isChecked()).toBe(true);
      await page.goForward();
      await trip.waitFor();
      await page.goForward();
      await page.waitForURL((u) => u.pathname === '/obtenir-une-soumission/choisir-regime');
      await page.getByRole('article').first().waitFor();
      expect(
        await page
          .getByRole('status')
          .filter({ hasText: /Veuillez/ })
          .count(),
      ).toBe(0);
    });
  });
});

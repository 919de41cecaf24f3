import { fileURLToPath } from 'node:url';
import { useServerAndBrowser } from '@tripx/testing/e2e';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { axeViolations, planToSummary, purchase } from './support/purchase-flow';

/*
 * Error pages of the purchase app (issue 16 items 9 and 10): a 500 and a lost connection mid-flow keep
 * what the buyer typed and offer a retry that continues where they were; a white-label session keeps
 * its brand on the error pages. The screenshots docs/screens/error-*-<lang>.png are made here.
 */
const e2e = useServerAndBrowser({ bypassCSP: true });
const SCREENS = fileURLToPath(new URL('../../docs/screens/', import.meta.url));

const TEXT = {
  en: {
    server: 'Internal server error',
    chunk: 'This page could not be loaded',
    offline: 'You are offline',
    kept: 'What you entered is kept.',
    retry: 'Try again',
    notFound: 'Page not found',
    age: 'Age of traveller 1',
    toggle: 'Français',
    menu: 'Help and information',
  },
  fr: {
    server: 'Erreur interne du serveur',
    chunk: 'Cette page n’a pas pu être chargée',
    offline: 'Vous êtes hors ligne',
    kept: 'Ce que vous avez saisi est conservé.',
    retry: 'Réessayer',
    notFound: 'Page introuvable',
    age: 'Âge du voyageur 1',
    toggle: 'English',
    menu: 'Aide et information',
  },
} as const;

const WHITE_LABEL = 'NBT2024';
/** The app's code, loaded page by page. */
const scripts = (url: URL) => url.pathname.startsWith('/assets/') && url.pathname.endsWith('.js');

const freshPage = async (): Promise<Page> => {
  const page = await e2e.freshPage();
  await page.setViewportSize({ width: 1280, height: 900 });
  return page;
};

/** The quick quote's first answers are still there: the step opened again shows the age typed (38). */
const ageKept = async (page: Page, lang: 'en' | 'fr'): Promise<string> => {
  await page.goto(`${e2e.baseUrl}/${lang === 'en' ? 'get-a-quote' : 'obtenir-une-soumission'}?lang=${lang}`);
  const age = page.getByLabel(TEXT[lang].age);
  await age.waitFor();
  return age.inputValue();
};

/** The white label's brand: its logo, and neither the language toggle nor the menu of pages. */
const brandKept = async (page: Page, lang: 'en' | 'fr') => {
  await page.locator('.web-header img.tx-organization-logo').waitFor({ state: 'visible' });
  return {
    toggles: await page.getByRole('button', { name: TEXT[lang].toggle }).count(),
    menus: await page.getByRole('navigation', { name: TEXT[lang].menu }).count(),
    refCode: new URL(page.url()).searchParams.get('refCode'),
  };
};

describe('error pages of the purchase app', () => {
  for (const lang of ['en', 'fr'] as const) {
    const T = TEXT[lang];

    it(`a 500 from the quote on the plan selection (${lang}): said in words, nothing lost, Retry prices and the buyer goes on`, async () => {
      const page = await freshPage();
      try {
        let quotes = 0;
        await purchase(page, e2e.baseUrl, {
          category: 'canadian',
          lang,
          until: 'plans',
          // Once the trip is given: the plans' first quote answers 500, the next ones go through.
          onStep: async (step) => {
            if (step !== 'trip details') return;
            await page.route(
              (url) => url.pathname === '/api/quote',
              (route) =>
                ++quotes > 1
                  ? route.continue()
                  : route.fulfill({
                      status: 500,
                      contentType: 'application/json',
                      body: JSON.stringify({ error: { code: 'internalError', message: 'boom', fields: [] } }),
                    }),
            );
          },
        });
        const alert = page.getByRole('alert').filter({ hasText: T.server });
        await alert.waitFor({ timeout: 30_000 });
        expect(await alert.textContent()).toContain(T.kept);
        expect(page.url()).toMatch(/plan-selection|choisir-regime/);
        expect(await axeViolations(page)).toEqual([]);
        await page.screenshot({ path: `${SCREENS}error-server-${lang}.png`, fullPage: true });
        await alert.getByRole('button', { name: T.retry }).click();
        await alert.waitFor({ state: 'detached' });
        await planToSummary(page, lang);
        expect(quotes).toBeGreaterThanOrEqual(2);
        expect(await ageKept(page, lang)).toBe('38');
      } finally {
        await page.close();
      }
    });

    it(`offline on the way to the plans (${lang}): said in words; back online, the plans load and the buyer goes on`, async () => {
      const page = await freshPage();
      try {
        await purchase(page, e2e.baseUrl, {
          category: 'canadian',
          lang,
          until: 'plans',
          onStep: async (step) => {
            if (step === 'trip details') await e2e.browser.setOffline(true);
          },
        });
        // The plans' code or their calls could not be fetched: the page or the step says so.
        await page.getByRole('heading', { name: T.offline }).waitFor({ timeout: 30_000 });
        expect(await page.getByRole('status').filter({ hasText: T.offline }).textContent()).toContain(T.kept);
        expect(await axeViolations(page)).toEqual([]);
        await page.screenshot({ path: `${SCREENS}error-offline-${lang}.png`, fullPage: true });
        await e2e.browser.setOffline(false);
        await page.getByRole('article').first().waitFor({ timeout: 30_000 });
        expect(await page.getByRole('heading', { name: T.offline }).count()).toBe(0);
        await planToSummary(page, lang);
        expect(await ageKept(page, lang)).toBe('38');
      } finally {
        await e2e.browser.setOffline(false);
        await page.close();
      }
    });

    it(`a white-label session keeps its brand on the not-found page (${lang})`, async () => {
      const page = await freshPage();
      try {
        await page.goto(`${e2e.baseUrl}/?lang=${lang}&refCode=${WHITE_LABEL}`);
        await page.locator('.web-header img.tx-organization-logo').waitFor({ state: 'visible' });
        await page.goto(`${e2e.baseUrl}/nowhere?lang=${lang}`);
        await page.waitForURL((u) => u.pathname === '/notfound');
        await page.getByRole('heading', { level: 1, name: T.notFound }).waitFor();
        expect(await brandKept(page, lang)).toEqual({ toggles: 0, menus: 0, refCode: WHITE_LABEL });
        expect(await axeViolations(page)).toEqual([]);
        await page.screenshot({ path: `${SCREENS}error-not-found-${lang}.png`, fullPage: true });
      } finally {
        await page.close();
      }
    });
  }

  it('offline before the next page’s code is loaded (fr): the offline page; back online, that page opens by itself', async () => {
    const page = await freshPage();
    try {
      await purchase(page, e2e.baseUrl, {
        category: 'canadian',
        lang: 'fr',
        until: 'trip',
        onStep: async (step) => {
          if (step !== 'traveller details') return;
          await e2e.browser.setOffline(true);
          // An earlier test of this profile may have the page's code in the HTTP cache: a routed request
          // skips the cache, so the code is fetched, and fails as offline.
          await page.route(scripts, (route) => route.abort('internetdisconnected'));
        },
      });
      await page.getByRole('heading', { level: 1, name: TEXT.fr.offline }).waitFor({ timeout: 30_000 });
      expect(await axeViolations(page)).toEqual([]);
      await page.unroute(scripts);
      await e2e.browser.setOffline(false);
      // The same address loaded again once online: the trip details, open only once the quick quote is done.
      await page.getByRole('combobox', { name: /Ville de départ/ }).waitFor({ timeout: 30_000 });
      expect(page.url()).toMatch(/infos-voyage/);
    } finally {
      await e2e.browser.setOffline(false);
      await page.close();
    }
  });

  it('a white-label session keeps its brand on the error page of a page whose code failed to load (not a 500); Retry opens it', async () => {
    const page = await freshPage();
    try {
      await page.goto(`${e2e.baseUrl}/?lang=en&refCode=${WHITE_LABEL}`);
      await page.locator('.web-header img.tx-organization-logo').waitFor({ state: 'visible' });
      // The next page's code answers 500: the trip details cannot be loaded.
      await purchase(page, e2e.baseUrl, {
        category: 'canadian',
        lang: 'en',
        until: 'trip',
        onStep: async (step) => {
          if (step === 'traveller details')
            await page.route(scripts, (route) => route.fulfill({ status: 500, body: 'boom' }));
        },
      });
      await page.getByRole('heading', { level: 1, name: TEXT.en.chunk }).waitFor({ timeout: 30_000 });
      expect(await brandKept(page, 'en')).toEqual({ toggles: 0, menus: 0, refCode: WHITE_LABEL });
      expect(await axeViolations(page)).toEqual([]);
      await page.unroute(scripts);
      await page.getByRole('button', { name: TEXT.en.retry }).click();
      // The same address again: the trip details, which open only once the quick quote is done.
      await page.getByRole('combobox', { name: /Departure city/ }).waitFor({ timeout: 30_000 });
      expect(await brandKept(page, 'en')).toEqual({ toggles: 0, menus: 0, refCode: WHITE_LABEL });
    } finally {
      await page.close();
    }
  });
});

import { useServerAndBrowser } from '@tripx/testing/e2e';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';

/*
 * Issue 17 item 7 on the real server in Chromium: the staff app's addresses are react-router's. A policy
 * link opened signed out goes through sign-in and lands on that policy; Back and Forward move between
 * screens; a reload of an address with an id (a policy, a licence, an agency) reopens the same thing.
 */
const e2e = useServerAndBrowser();

/** A policy the demo data seeds (Olivia Martin, MAPLE-TOR). */
const POLICY = 'TX10000011';

const LABELS = {
  en: {
    button: 'Sign in with the demonstration directory',
    overview: `Overview of ${POLICY}`,
    search: 'Policy search',
  },
  fr: {
    button: 'Se connecter avec l’annuaire de démonstration',
    overview: `Aperçu de ${POLICY}`,
    search: 'Recherche de polices',
  },
} as const;

const heading = (page: Page, name: string) => page.getByRole('heading', { name, exact: true });

describe('staff app addresses', () => {
  for (const lang of ['en', 'fr'] as const) {
    it(`a policy link opened signed out: sign-in, then that policy; Back, Forward and a reload keep the screen (${lang})`, async () => {
      const L = LABELS[lang];
      const page = await e2e.freshPage();
      try {
        const view = `/admin/policy/endorsement/${POLICY}/view`;
        await page.goto(`${e2e.baseUrl}${view}?lang=${lang}`);
        // Signed out: the staff button names the provider that runs, and goes to the staff realm.
        const button = page.getByRole('link', { name: L.button });
        await expect(button.getAttribute('href')).resolves.toBe(
          `/login?lang=${lang}&returnTo=${encodeURIComponent(`${view}?lang=${lang}`)}`,
        );
        await button.click();
        await page.waitForURL(/\/oidc\/interaction\//);
        await page.fill('#username', 'admin');
        await page.fill('#password', 'demo');
        await page.locator('form button[type="submit"]').click();
        await page.waitForURL((u) => u.pathname === view && u.searchParams.get('lang') === lang);
        await page.getByRole('region', { name: L.overview }).waitFor();

        await page.locator('nav.adm-side a[data-entry="travelInsurance"]').click();
        await heading(page, L.search).waitFor();
        await page.goBack();
        await page.getByRole('region', { name: L.overview }).waitFor();
        expect(new URL(page.url()).pathname).toBe(view);
        await page.goForward();
        await heading(page, L.search).waitFor();
        expect(new URL(page.url()).pathname).toBe('/admin/policy');
        await page.goBack();
        await page.reload();
        await page.getByRole('region', { name: L.overview }).waitFor();
      } finally {
        await page.close();
      }
    });
  }

  it('a licence’s edit address names it: a reload reopens its form', async () => {
    const page = await e2e.signedIn('admin', 'en');
    try {
      await page.goto(`${e2e.baseUrl}/admin/licensing?lang=en`);
      await page.getByRole('button', { name: 'Search' }).click();
      const edit = page.getByRole('button', { name: /^Edit licence/ }).first();
      await edit.click();
      await page.waitForURL(/\/admin\/licensing\/editLicense\/(agent|agency)\/[^/]+\/[^/?]+\?lang=en$/);
      // The form shows before the licence it edits has loaded: wait for its name, then read it.
      const name = page.getByRole('textbox', { name: /^Licence name/ });
      await expect.poll(() => name.inputValue(), { timeout: 30_000 }).not.toBe('');
      const before = await name.inputValue();
      await page.reload();
      await page.getByRole('button', { name: 'Save licence' }).waitFor();
      await expect.poll(() => name.inputValue(), { timeout: 30_000 }).toBe(before);
    } finally {
      await page.close();
    }
  });

  it('an agency’s address names it and keeps the search: a reload reopens both, Back returns to the list', async () => {
    const page = await e2e.signedIn('admin', 'en');
    try {
      await page.goto(`${e2e.baseUrl}/admin/agency?lang=en`);
      await page.getByRole('textbox', { name: /^Organization name/ }).fill('Maple');
      await page.getByRole('switch', { name: /child organizations/ }).click();
      await page.getByRole('button', { name: 'Search' }).click();
      await page.waitForURL(/\/admin\/agency\?lang=en&name=Maple&children=true$/);
      await page.getByRole('button', { name: 'Maple Travel Toronto (MAPLE-TOR)' }).click();
      await page.waitForURL(/\/admin\/agency\/MAPLE-TOR\?lang=en&name=Maple&children=true$/);
      await heading(page, 'Maple Travel Toronto').waitFor();
      await page.reload();
      await heading(page, 'Maple Travel Toronto').waitFor();
      await expect(page.getByRole('textbox', { name: /^Organization name/ }).inputValue()).resolves.toBe(
        'Maple',
      );
      await page.goBack();
      await page.waitForURL(/\/admin\/agency\?lang=en&name=Maple&children=true$/);
      await page.getByRole('button', { name: 'Maple Travel Toronto (MAPLE-TOR)' }).waitFor();
      await expect(heading(page, 'Maple Travel Toronto').count()).resolves.toBe(0);
    } finally {
      await page.close();
    }
  });
});

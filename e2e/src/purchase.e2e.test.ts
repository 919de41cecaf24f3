import { launchChromiumBrowser, startServer, type E2eServer } from '@tripx/testing/e2e';
import type { Browser, BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations, confirmedPolicies, day, pressPay, purchase } from './support/purchase-flow';

/* The purchase app (packages/ui-web), built and served by the real server at `/`, in Chromium. */
let server: E2eServer;
let browser: Browser;

beforeAll(async () => {
  server = await startServer();
  browser = await launchChromiumBrowser();
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** A fresh profile per test; the CSP is bypassed only so that axe can be injected. */
const withPage = async <T>(
  fn: (page: Awaited<ReturnType<BrowserContext['newPage']>>) => Promise<T>,
  viewport = { width: 1280, height: 900 },
) => {
  const context = await browser.newContext({ viewport, bypassCSP: true });
  try {
    return await fn(await context.newPage());
  } finally {
    await context.close();
  }
};

describe('purchase to confirmation', () => {
  for (const [category, lang] of [
    ['canadian', 'fr'],
    ['topup', 'en'],
    ['student', 'en'],
    ['visitor', 'fr'],
  ] as const) {
    it(`${category} in ${lang === 'fr' ? 'French' : 'English'}, with no serious or critical axe violation on any step, and every PDF link a PDF`, async () => {
      const violations: string[] = [];
      const pdfs = new Set<string>();
      await withPage(async (page) => {
        await purchase(page, server.baseUrl, {
          category,
          lang,
          axeViolations: violations,
          onStep: async (step) => {
            if (step !== 'plan selection') return;
            const hrefs = await page
              .locator('a[href$=".pdf"]')
              .evaluateAll((links) => links.map((a) => (a as HTMLAnchorElement).href));
            hrefs.forEach((h) => pdfs.add(h));
          },
        });
        expect(await confirmedPolicies(page)).toHaveLength(1);
        // The confirmation's download, with the buyer's session.
        const downloads = await page
          .locator('a[download]')
          .evaluateAll((links) => links.map((a) => (a as HTMLAnchorElement).href));
        expect(downloads).toHaveLength(1);
        for (const href of downloads) {
          const r = await page.request.get(href);
          expect({ href, status: r.status(), type: r.headers()['content-type'] }).toEqual({
            href,
            status: 200,
            type: 'application/pdf',
          });
        }
      });
      expect(violations).toEqual([]);
      // Every plan shows its policy wording, product summary and fact sheet; in Québec the notice too.
      expect([...pdfs].some((h) => h.endsWith('-factSheet.pdf'))).toBe(true);
      expect([...pdfs].some((h) => h.endsWith('-noticeOfRescission.pdf'))).toBe(true);
      for (const href of pdfs) {
        const r = await fetch(href);
        expect({ href, status: r.status, type: r.headers.get('content-type') }).toEqual({
          href,
          status: 200,
          type: 'application/pdf',
        });
        expect(
          Buffer.from(await r.arrayBuffer())
            .subarray(0, 5)
            .toString(),
        ).toBe('%PDF-');
      }
    });
  }

  it('a family plan with the employee discount gives a policy per rated traveller', async () => {
    await withPage(async (page) => {
      await purchase(page, server.baseUrl, {
        category: 'canadian',
        lang: 'en',
        family: true,
        employee: true,
      });
      expect(await confirmedPolicies(page)).toHaveLength(2);
    });
  });

  it('a declined card shows its message and another card can be tried', async () => {
    await withPage(async (page) => {
      await purchase(page, server.baseUrl, {
        category: 'canadian',
        lang: 'en',
        cardNumber: '4000000000000002',
      });
      await page
        .getByRole('alert')
        .getByText(/declined/i)
        .waitFor({ timeout: 30_000 });
      await page
        .frameLocator('iframe')
        .getByLabel(/Card number/i)
        .fill('5555555555554444');
      await pressPay(page, 'en');
      expect(await confirmedPolicies(page)).toHaveLength(1);
    });
  });

  for (const lang of ['en', 'fr'] as const) {
    it(`a 500 from the API mid-payment (${lang}): our side is blamed, not the card; what was typed stays; a retry completes`, async () => {
      await withPage(async (page) => {
        let purchases = 0;
        // The first purchase call answers 500 before it reaches the server; the next ones go through.
        await page.route(
          (url) => url.pathname === '/api/policies',
          async (route) => {
            if (route.request().method() !== 'POST' || ++purchases > 1) return route.continue();
            return route.fulfill({
              status: 500,
              contentType: 'application/json',
              body: JSON.stringify({ error: { code: 'internalError', message: 'boom', fields: [] } }),
            });
          },
        );
        await purchase(page, server.baseUrl, { category: 'canadian', lang });
        const L = {
          en: {
            fault: /on our side, not with your card/,
            card: /Check the card/,
            retry: 'Try again',
            trust: 'Secure payment',
            privacy: /How we protect your information/,
            privacyTitle: 'Privacy',
            holder: /^Name on the card/,
          },
          fr: {
            fault: /vient de chez nous, pas de votre carte/,
            card: /Vérifiez les renseignements de la carte/,
            retry: 'Réessayer',
            trust: 'Paiement sécurisé',
            privacy: /Comment nous protégeons/,
            privacyTitle: 'Confidentialité',
            holder: /^Nom (inscrit )?sur la carte/,
          },
        }[lang];
        const alert = page.getByRole('alert').filter({ hasText: L.fault });
        await alert.waitFor({ timeout: 30_000 });
        expect(await alert.textContent()).not.toMatch(L.card);
        expect(page.url()).not.toMatch(/confirmation/);
        // What the buyer typed is still there: the name, the consent and the card in its frame.
        expect(await page.getByRole('textbox', { name: L.holder }).inputValue()).toBe('Camille Tremblay');
        expect(await page.getByRole('checkbox', { name: /I have read|J’ai lu/ }).isChecked()).toBe(true);
        const cardNumber = page.frameLocator('iframe').getByLabel(/Card number|Numéro de (la )?carte/i);
        expect((await cardNumber.inputValue()).replace(/\D/g, '')).toBe('4242424242424242');
        expect(await axeViolations(page)).toEqual([]);
        // The trust signals beside the card: the cards accepted, the 24/7 line and the privacy page.
        const trust = page.getByRole('region', { name: L.trust });
        expect(await trust.getByRole('listitem').allTextContents()).toEqual([
          'Visa',
          'Mastercard',
          'American Express',
        ]);
        await trust.getByRole('link', { name: '1-866-555-0199' }).waitFor();
        const privacy = (await trust.getByRole('link', { name: L.privacy }).getAttribute('href')) ?? '';
        await alert.getByRole('button', { name: L.retry }).click();
        expect(await confirmedPolicies(page)).toHaveLength(1);
        expect(purchases).toBe(2);
        await page.goto(`${server.baseUrl}${privacy}`, { waitUntil: 'networkidle' });
        await page.getByRole('heading', { level: 1, name: L.privacyTitle }).waitFor();
      });
    });
  }

  it('a reload on the plans keeps the work, and the purchase goes on', async () => {
    await withPage(async (page) => {
      await purchase(page, server.baseUrl, { category: 'canadian', lang: 'en', reloadOnPlans: true });
      expect(await confirmedPolicies(page)).toHaveLength(1);
    });
  });

  it('on a phone-sized screen', async () => {
    await withPage(
      async (page) => {
        await purchase(page, server.baseUrl, { category: 'canadian', lang: 'en' });
        expect(await confirmedPolicies(page)).toHaveLength(1);
      },
      { width: 390, height: 844 },
    );
  });
});

describe('routes, white label and the quick quote rules', () => {
  it('the server answers the app for its pages and browser navigations, and JSON 404 for the API', async () => {
    const html = { accept: 'text/html' };
    const page = await fetch(`${server.baseUrl}/adherer/paiement?lang=fr`);
    expect(page.status).toBe(200);
    const frameOrigin = /tripx-card-frame-origin" content="([^"]+)"/.exec(await page.text())?.[1];
    expect(frameOrigin).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    const csp = page.headers.get('content-security-policy') ?? '';
    expect(csp).toMatch(new RegExp(`frame-src [^;]*${frameOrigin}`));
    expect(csp).toContain("script-src 'self';");
    expect((await fetch(`${server.baseUrl}/somewhere/else`, { headers: html })).status).toBe(200);
    for (const path of [
      '/api/nowhere',
      '/graphql/x',
      '/tms/x',
      '/csrf/x',
      '/documents/en/x.pdf',
      '/assets/x.js',
    ])
      for (const headers of [html, {}]) {
        const r = await fetch(`${server.baseUrl}${path}`, { headers });
        expect({ path, status: r.status, body: await r.json() }).toMatchObject({
          path,
          status: 404,
          body: { error: { code: 'notFound' } },
        });
      }
  });

  it('white label shows the logo and hides the menu and the language toggle', async () => {
    await withPage(async (page) => {
      await page.goto(`${server.baseUrl}/?lang=en&refCode=NBT2024`);
      // The logo comes with the partner's content: once it shows, the white label is applied.
      await page.getByRole('img', { name: /Northern Bank/ }).waitFor({ state: 'visible' });
      expect(await page.getByRole('button', { name: 'Français' }).count()).toBe(0);
      expect(await page.getByRole('navigation', { name: 'Help and information' }).count()).toBe(0);
    });
  });

  it('redirects an unknown path to not-found; a path written in one language shows in that language', async () => {
    await withPage(async (page) => {
      // The app redirects once its script has run: wait for the address, not for the network.
      await page.goto(`${server.baseUrl}/nowhere?lang=fr`);
      await page.waitForURL((u) => u.pathname === '/notfound');
      await page.getByRole('heading', { name: 'Page introuvable' }).waitFor();
      // The French path wins over a contrary ?lang (issue 16), which is corrected in place.
      await page.goto(`${server.baseUrl}/obtenir-une-soumission?lang=en`);
      await page.waitForURL((u) => u.pathname === '/obtenir-une-soumission' && u.search === '?lang=fr');
      await page.getByRole('heading', { name: /Obtenir une soumission/ }).waitFor();
      await page.getByRole('button', { name: 'English' }).click();
      await page.getByRole('heading', { name: /Get a travel insurance quote/ }).waitFor();
      await page.waitForURL((u) => u.pathname === '/get-a-quote');
    });
  });

  it('a top-up after departure: the existing plan must still cover today (in French)', async () => {
    await withPage(async (page) => {
      await page.goto(`${server.baseUrl}/?lang=fr`, { waitUntil: 'networkidle' });
      await page.getByLabel('Compléter un régime existant').check();
      const dates = page.getByRole('textbox', { name: /date|Date/ });
      await dates.nth(0).fill(day(-40));
      await dates.nth(1).fill(day(20));
      const covered = page.getByLabel(/Jours couverts/);
      const message = page.getByText(/régime actuel doit encore vous couvrir aujourd/);
      await covered.fill('30');
      await covered.blur();
      await message.waitFor();
      await covered.fill('45');
      await covered.blur();
      await message.waitFor({ state: 'detached' });
    });
  });

  it('a family broken by each family rule shows its message', async () => {
    await withPage(async (page) => {
      await page.goto(`${server.baseUrl}/?lang=en`, { waitUntil: 'networkidle' });
      await page.getByLabel('Canadians travelling').check();
      await page
        .getByRole('radiogroup', { name: /family plan/ })
        .getByLabel('Yes')
        .check();
      // A field's error shows once the buyer leaves it (spec 5.6).
      const age = async (n: number, value: string) => {
        const field = page.getByLabel(new RegExp(`Age of traveller ${n}`));
        await field.fill(value);
        await field.blur();
      };
      const older = page.getByText('No traveller can be older than the primary traveller.');
      await age(1, '40');
      await page.getByText(/needs at least 2 travellers/).waitFor();
      await page.getByRole('button', { name: 'Add a traveller' }).click();
      await age(2, '45');
      await older.waitFor();
      await age(2, '38');
      await older.waitFor({ state: 'detached' });
      await page.getByRole('button', { name: 'Add a traveller' }).click();
      await age(3, '36');
      await page.getByText(/doesn't qualify for a family plan/).waitFor();
      await age(3, '12');
      await page.getByText(/doesn't qualify for a family plan/).waitFor({ state: 'detached' });
      await age(3, '62');
      await page.getByText(/Family plans cover travellers up to age 59/).waitFor();
      await page.getByRole('textbox', { name: /^Departure date/ }).fill(day(-2));
      await page.getByRole('button', { name: 'Continue to trip details' }).click();
      const past = "The departure date can't be in the past.";
      await page.getByText(past, { exact: true }).waitFor();
      // The error summary has the focus, and its link takes the buyer to the field.
      const summary = page.getByRole('alert', { name: /problems? to fix/ });
      expect(await summary.evaluate((el) => el === document.activeElement)).toBe(true);
      expect(await axeViolations(page)).toEqual([]);
      await summary.getByRole('link', { name: new RegExp(`^Departure date — ${past}`) }).click();
      const departure = page.getByRole('textbox', { name: /^Departure date/ });
      expect(await departure.evaluate((el) => el === document.activeElement)).toBe(true);
    });
  });
});

import { launchChromiumBrowser, startServer, type E2eServer } from '@tripx/testing/e2e';
import { extractPdfText } from '@tripx/testing/pdf';
import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { confirmedPolicies, purchase, type PurchaseOptions } from './support/purchase-flow';

/*
 * Issue #16 items 4 and 7 in the purchase app, in Chromium on the real server: a Québec family of four
 * with two children, and a visitor applying for a super visa who stays in Vancouver while visiting
 * Ontario, each to the confirmation's PDF, in both languages. The summary and confirmation steps are
 * saved to docs/screens/.
 */
let server: E2eServer;
let browser: Browser;
const SCREENS = fileURLToPath(new URL('../../docs/screens/', import.meta.url));

beforeAll(async () => {
  mkdirSync(SCREENS, { recursive: true });
  server = await startServer();
  browser = await launchChromiumBrowser();
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** Text as a reader sees it, every kind of space (the French no-break ones too) read as one space. */
const squash = (text: string) => text.replace(/[\s\u00a0\u202f]+/g, ' ');
const pageText = async (page: Page) => squash(await page.locator('body').innerText());

/** The confirmation's first PDF, downloaded with the buyer's session, as text. */
const confirmationPdf = async (page: Page) => {
  const href = await page
    .locator('a[download]')
    .first()
    .evaluate((a) => (a as HTMLAnchorElement).href);
  const r = await page.request.get(href);
  expect(r.headers()['content-type']).toBe('application/pdf');
  return squash((await extractPdfText(new Uint8Array(await r.body()))).text);
};

/**
 * Buys through every step; keeps the summary's text and screenshots the summary and the confirmation
 * as `docs/screens/<name>-<step>-<lang>.png`. Answers the summary's and the confirmation's texts.
 */
const buyAndShoot = async (name: string, options: PurchaseOptions) => {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  let summary = '';
  await purchase(page, server.baseUrl, {
    ...options,
    onStep: async (step) => {
      if (step !== 'quote summary') return;
      summary = await pageText(page);
      await page.screenshot({ path: `${SCREENS}${name}-summary-${options.lang}.png`, fullPage: true });
    },
  });
  const policies = await confirmedPolicies(page);
  await page.screenshot({ path: `${SCREENS}${name}-confirmation-${options.lang}.png`, fullPage: true });
  const confirmation = await pageText(page);
  const charged = squash(await page.locator('p strong').last().innerText());
  const pdf = await confirmationPdf(page);
  await context.close();
  return { summary, confirmation, pdf, policies, charged };
};

const FAMILY = {
  en: {
    summary: [
      'traveller 3: 10 years old',
      'traveller 4: 7 years old',
      'Traveller 3, dependant aged 10 Included in the family premium $0.00',
      'Traveller 4, dependant aged 7 Included in the family premium $0.00',
    ],
    confirmation: [
      'Léa Tremblay Included in the family premium $0.00',
      'Noé Tremblay Included in the family premium $0.00',
    ],
    pdf: [
      'Price per person',
      'Léa Tremblay $0.00 (included in the family premium)',
      'Noé Tremblay $0.00 (included in the family premium)',
    ],
    total: 'Total for this booking',
  },
  fr: {
    summary: [
      'voyageur 3 : 10 ans',
      'Voyageur 3, personne à charge de 10 ans Inclus dans la prime familiale 0,00 $',
      'Voyageur 4, personne à charge de 7 ans Inclus dans la prime familiale 0,00 $',
    ],
    confirmation: [
      'Léa Tremblay Inclus dans la prime familiale 0,00 $',
      'Noé Tremblay Inclus dans la prime familiale 0,00 $',
    ],
    pdf: [
      'Prix par personne',
      'Léa Tremblay 0,00 $ (inclus dans la prime familiale)',
      'Noé Tremblay 0,00 $ (inclus dans la prime familiale)',
    ],
    total: 'Total de la réservation',
  },
} as const;

const SUPER_VISA = {
  en: {
    summary: [
      'Super visa Yes, for a super visa application',
      'Coverage, traveller 1 coverage $',
      'Duration 365 days',
    ],
    confirmation: [
      'Super visa Yes, for a super visa application',
      'Coverage coverage $',
      'Address in Canada 800 Robson St, Vancouver BC V6Z 2E7',
    ],
    pdf: [
      'for a super visa application',
      'Coverage amount $',
      'Duration 365 days, from',
      'Address in Canada 800 Robson St, Vancouver BC V6Z 2E7',
      'Province visited Ontario',
    ],
    absent: 'Province of residence',
  },
  fr: {
    summary: [
      'Super visa Oui, pour une demande de super visa',
      'Protection, voyageur 1 montant d’assurance',
      'Durée 365 jours',
    ],
    confirmation: [
      'Super visa Oui, pour une demande de super visa',
      'Protection montant d’assurance',
      'Adresse au Canada 800 Robson St, Vancouver BC V6Z 2E7',
    ],
    pdf: [
      'pour une demande de super visa',
      'Montant d’assurance',
      'Durée 365 jours, du',
      'Adresse au Canada 800 Robson St, Vancouver BC V6Z 2E7',
      'Province visitée Ontario',
    ],
    absent: 'Province de résidence',
  },
} as const;

describe('families shown whole and the super visa, to the PDF', () => {
  for (const lang of ['en', 'fr'] as const) {
    it(`${lang}: a Québec family of four with two children, every person with a price line`, async () => {
      const run = await buyAndShoot('family', { category: 'canadian', lang, family: true });
      const expected = FAMILY[lang];
      // Two parents rated, each with a policy; the children ride on the family premium.
      expect(run.policies).toHaveLength(2);
      for (const line of expected.summary) expect(run.summary, line).toContain(line);
      for (const line of expected.confirmation) expect(run.confirmation, line).toContain(line);
      for (const line of expected.pdf) expect(run.pdf, line).toContain(line);
      for (const policy of run.policies) expect(run.pdf).toContain(policy);
      for (const name of ['Camille Tremblay', 'Sam Tremblay']) expect(run.pdf).toContain(name);
      // The PDF's total is what the card was charged.
      expect(run.pdf).toContain(`${expected.total} ${run.charged}`);
    });

    it(`${lang}: a super visa visitor staying in Vancouver, visiting Ontario`, async () => {
      const run = await buyAndShoot('super-visa', {
        category: 'visitor',
        lang,
        province: 'ON',
        addressIn: 'BC',
      });
      const expected = SUPER_VISA[lang];
      expect(run.policies).toHaveLength(1);
      for (const line of expected.summary) expect(run.summary, line).toContain(line);
      for (const line of expected.confirmation) expect(run.confirmation, line).toContain(line);
      for (const line of expected.pdf) expect(run.pdf, line).toContain(line);
      expect(run.pdf).not.toContain(expected.absent);
      if (lang === 'fr') expect(run.pdf).toMatch(/Départ \d{1,2}(er)? [a-zéû]+ \d{4}/);
    });
  }
});

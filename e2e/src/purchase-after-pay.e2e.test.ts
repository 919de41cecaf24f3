import { useServerAndBrowser } from '@tripx/testing/e2e';
import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { confirmedPolicies, purchase } from './support/purchase-flow';

/*
 * Issue 16 item 2 on the real server in Chromium: after the payment, Back and a reload never lead to
 * paying again. The purchase app sends its payment step to the confirmation once bought (the flow's guard);
 * a new tab opens on the contact step (the server keeps no purchase in the quote progress).
 */
const e2e = useServerAndBrowser();

const SAYS = {
  en: {
    confirmation: /\/apply\/confirmation\?/,
    alreadyPaid: 'This purchase is already paid',
    firstOpenStep: /\/apply\?/,
  },
  fr: {
    confirmation: /\/adherer\/confirmation\?/,
    alreadyPaid: 'Cet achat est déjà payé',
    firstOpenStep: /\/adherer\?/,
  },
} as const;

for (const lang of ['en', 'fr'] as const)
  it(`after paying, Back shows the confirmation saying it is paid, never the payment form; a reload shows it again, a new tab opens on the contact step, not the payment; one purchase call (${lang})`, async () => {
    const page = await e2e.freshPage();
    const purchases: string[] = [];
    const countPurchases = (p: Page) =>
      p.on('request', (r) => {
        if (r.method() === 'POST' && new URL(r.url()).pathname === '/api/policies') purchases.push(r.url());
      });
    countPurchases(page);
    await purchase(page, e2e.baseUrl, { category: 'canadian', lang });
    const bought = await confirmedPolicies(page);
    expect(bought).toHaveLength(1);
    const noPayButton = async (p: Page) =>
      expect(await p.getByRole('button', { name: /^Pay/ }).count()).toBe(0);

    await page.goBack();
    await page.waitForURL(SAYS[lang].confirmation);
    await page.getByRole('status').filter({ hasText: SAYS[lang].alreadyPaid }).waitFor();
    expect(await confirmedPolicies(page)).toEqual(bought);
    await noPayButton(page);

    await page.reload();
    expect(await confirmedPolicies(page)).toEqual(bought);
    await noPayButton(page);

    // A new tab at the confirmation's address: the server keeps the quote's sections, not the purchase
    // nor the contact details, so the tab opens on the contact step — no payment form.
    const tab = await e2e.browser.newPage();
    countPurchases(tab);
    await tab.goto(page.url());
    await tab.waitForURL(SAYS[lang].firstOpenStep);
    await noPayButton(tab);
    await tab.close();

    // The buyer's card went to the server once: one purchase call, so one charge.
    expect(purchases).toHaveLength(1);
  });

import { launchChromium, useServerAndBrowser } from '@tripx/testing/e2e';
import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { confirmedPolicies, purchase } from './support/purchase-flow';

/*
 * Issue 16 item 2 on the real server in Chromium: after the payment, Back, a reload or a new tab never
 * lead to paying again. The confirmation has its own address naming the purchase and reads the purchase
 * from the server (GET /api/policies/{policyNumber} with `associated-policy`); the server's quote
 * progress (GET /sync-quote) knows the quote is bought, so a new tab on any step shows the confirmation.
 * Another browser (another session) opening that address finds nothing.
 */
const e2e = useServerAndBrowser();

const SAYS = {
  en: {
    confirmation: /\/apply\/confirmation\/TX\d+\?lang=en$/,
    alreadyPaid: 'This purchase is already paid',
    payment: '/apply/payment?lang=en',
  },
  fr: {
    confirmation: /\/adherer\/confirmation\/TX\d+\?lang=fr$/,
    alreadyPaid: 'Cet achat est déjà payé',
    payment: '/adherer/paiement?lang=fr',
  },
} as const;

for (const lang of ['en', 'fr'] as const)
  it(`after paying, the confirmation's address names the purchase; Back, a reload, a new tab at that address or at the payment step show it read from the server, never the payment form; another browser finds nothing; one purchase call (${lang})`, async () => {
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
    await page.waitForURL(SAYS[lang].confirmation);
    expect(page.url()).toContain(`/${bought[0]}?`);
    const confirmationUrl = page.url();
    const noPayButton = async (p: Page) =>
      expect(await p.getByRole('button', { name: /^Pay/ }).count()).toBe(0);
    const saysPaid = (p: Page) => p.getByRole('status').filter({ hasText: SAYS[lang].alreadyPaid }).waitFor();

    await page.goBack();
    await page.waitForURL(SAYS[lang].confirmation);
    await saysPaid(page);
    expect(await confirmedPolicies(page)).toEqual(bought);
    await noPayButton(page);

    await page.reload();
    expect(await confirmedPolicies(page)).toEqual(bought);
    await noPayButton(page);

    // New tabs of the same browser (the session's cookie, no sessionStorage): the confirmation's
    // address, and the payment step's, each show the purchase as the server reads it.
    for (const [address, redirected] of [
      [confirmationUrl, false],
      [e2e.baseUrl + SAYS[lang].payment, true],
    ] as const) {
      const tab = await e2e.browser.newPage();
      countPurchases(tab);
      const reads: string[] = [];
      tab.on('request', (r) => {
        if (r.method() === 'GET' && r.headers()['associated-policy']) reads.push(new URL(r.url()).pathname);
      });
      await tab.goto(address);
      await tab.waitForURL(SAYS[lang].confirmation);
      expect(await confirmedPolicies(tab)).toEqual(bought);
      if (redirected) await saysPaid(tab);
      expect(reads).toEqual([`/api/policies/${bought[0]}`]);
      await noPayButton(tab);
      await tab.close();
    }

    // Another browser (its own session): the address shows the not-found page, never the policy.
    const other = await launchChromium();
    try {
      const stranger = await other.newPage();
      await stranger.goto(confirmationUrl);
      await stranger.waitForURL(/\/notfound\?/);
      expect(await stranger.getByText(/TX\d+/).count()).toBe(0);
    } finally {
      await other.close();
    }

    // The buyer's card went to the server once: one purchase call, so one charge.
    expect(purchases).toHaveLength(1);
  });

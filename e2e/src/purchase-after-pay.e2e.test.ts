import { useServerAndBrowser } from '@tripx/testing/e2e';
import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { confirmedPolicies, purchase } from './support/purchase-flow';

/*
 * Issue 16 item 2 on the real server in Chromium: after the payment, Back and a reload never lead to
 * paying again. The purchase app sends its payment step to the confirmation once bought (the flow's guard).
 */
const e2e = useServerAndBrowser();

const SAYS = {
  en: { confirmation: /\/apply\/confirmation\?/, alreadyPaid: 'This purchase is already paid' },
  fr: { confirmation: /\/adherer\/confirmation\?/, alreadyPaid: 'Cet achat est déjà payé' },
} as const;

/** Whether the session's quote in progress on the server holds the purchase's answer (the sync is throttled). */
const syncedPurchase = (page: Page) =>
  page.evaluate(async () => {
    const r = (await (await fetch('/sync-quote')).json()) as {
      quote?: { progress?: { policyCreate?: { response?: unknown } } } | null;
    };
    return Boolean(r.quote?.progress?.policyCreate?.response);
  });

for (const lang of ['en', 'fr'] as const)
  it(`after paying, Back shows the confirmation saying it is paid, never the payment form; a reload and a new tab show it again; one purchase call (${lang})`, async () => {
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

    // A new tab of the same session at the confirmation's address: the session's progress from the server.
    await expect.poll(() => syncedPurchase(page)).toBe(true);
    const tab = await e2e.browser.newPage();
    countPurchases(tab);
    await tab.goto(page.url());
    expect(await confirmedPolicies(tab)).toEqual(bought);
    await noPayButton(tab);
    await tab.close();

    // The buyer's card went to the server once: one purchase call, so one charge.
    expect(purchases).toHaveLength(1);
  });

import { useServerAndBrowser } from '@tripx/testing/e2e';
import { expect, it } from 'vitest';
import { confirmedPolicies, purchase } from './support/purchase-flow';

/*
 * Issue 16 item 2 on the real server in Chromium: after the payment, Back and a reload never lead to
 * paying again. The purchase app sends its payment step to the confirmation once bought (the flow's guard).
 */
const e2e = useServerAndBrowser();

it('after paying, Back shows the confirmation with "already paid", never the payment form; a reload keeps it; one purchase call (en)', async () => {
  const page = await e2e.freshPage();
  const purchases: string[] = [];
  page.on('request', (r) => {
    if (r.method() === 'POST' && new URL(r.url()).pathname === '/api/policies') purchases.push(r.url());
  });
  await purchase(page, e2e.baseUrl, { category: 'canadian', lang: 'en' });
  const bought = await confirmedPolicies(page);
  expect(bought).toHaveLength(1);

  await page.goBack();
  await page.waitForURL(/\/apply\/confirmation/);
  await page.getByRole('status').filter({ hasText: 'This purchase is already paid' }).waitFor();
  expect(await confirmedPolicies(page)).toEqual(bought);
  expect(await page.getByRole('button', { name: /^Pay/ }).count()).toBe(0);

  await page.reload();
  expect(await confirmedPolicies(page)).toEqual(bought);
  expect(await page.getByRole('button', { name: /^Pay/ }).count()).toBe(0);
  // The buyer's card was sent to the server once: one purchase call, so one charge.
  expect(purchases).toHaveLength(1);
});

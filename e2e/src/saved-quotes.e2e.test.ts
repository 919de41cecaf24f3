import { useServerAndBrowser } from '@tripx/testing/e2e';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { purchase } from './support/purchase-flow';

/* Progress that survives (issue 16 item 2) in Chromium: a step's address opened in a new tab (no
   sessionStorage) takes the quote in progress back from the server. */
const e2e = useServerAndBrowser();

/** The page's slices reached the server (the sync is throttled). */
const synced = (page: Page) =>
  page.waitForFunction(async () => {
    const r = (await (await fetch('/sync-quote')).json()) as { quote: { progress: object } | null };
    return r.quote !== null && 'travelLocations' in r.quote.progress;
  });

describe('a quote that survives', () => {
  it('a step’s address opened in a new tab shows that step with the quote taken back from the server', async () => {
    const page = await e2e.freshPage();
    await purchase(page, e2e.baseUrl, { category: 'canadian', lang: 'en', until: 'plans' });
    await synced(page);
    const tab = await e2e.browser.newPage();
    await tab.goto(`${e2e.baseUrl}/get-a-quote/trip-details?lang=en`);
    await tab.getByRole('heading', { level: 1, name: /Trip details/ }).waitFor();
    expect(new URL(tab.url()).pathname).toBe('/get-a-quote/trip-details');
    await tab.close();
    await page.close();
  });
});

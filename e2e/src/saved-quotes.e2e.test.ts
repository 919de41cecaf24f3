import { useServerAndBrowser } from '@tripx/testing/e2e';
import { createHmac } from 'node:crypto';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { purchase } from './support/purchase-flow';

/* Progress that survives (issue 16 item 2) in Chromium: a step's address opened in a new tab (no
   sessionStorage) takes the quote in progress back from the server. */
const SECRET = 'e2e-resume-signing-secret-0123456789';
const e2e = useServerAndBrowser({ env: { RESUME_SIGNING_SECRET: SECRET } });

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

  it('an expired link says so and offers a new quote in one click', async () => {
    const page = await e2e.freshPage();
    await page.goto(`${e2e.baseUrl}/get-a-quote?lang=fr`);
    const { id } = await page.evaluate(async () => {
      const { csrfToken } = (await (await fetch('/csrf')).json()) as { csrfToken: string };
      const r = await fetch('/api/policies/lead', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-csrf-token': csrfToken },
        body: JSON.stringify({ email: 'late@example.com', language: 'fr' }),
      });
      return (await r.json()) as { id: string };
    });
    const payload = Buffer.from(JSON.stringify({ q: id, e: '2020-01-01T00:00:00.000Z' })).toString(
      'base64url',
    );
    const token = `${payload}.${createHmac('sha256', SECRET).update(payload).digest('base64url')}`;
    await page.goto(`${e2e.baseUrl}/obtenir-une-soumission/reprendre?lang=fr&token=${token}`);
    await page.getByRole('alert').filter({ hasText: 'a expiré' }).waitFor();
    await page.getByRole('link', { name: 'Obtenir une nouvelle soumission' }).click();
    await page.waitForURL((u) => u.pathname === '/obtenir-une-soumission');
    await page.close();
  });
});

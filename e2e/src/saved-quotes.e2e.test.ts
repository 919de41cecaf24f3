import { formatMoney, formatReaderDate, RESUME_QUOTE_PATHS } from '@tripx/domain';
import { launchChromiumBrowser, useServerAndBrowser } from '@tripx/testing/e2e';
import { mailsIn, parseEml, plainText } from '@tripx/testing/mail';
import { createHmac } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { purchase } from './support/purchase-flow';

/* Progress that survives (issue 16 item 2) in Chromium: a step's address opened in a new tab (no
   sessionStorage) takes the quote in progress back from the server; a saved quote comes back from the
   link of the e-mail the server wrote. The screenshots docs/screens/resume-quote-{en,fr}.png are made here. */
const SECRET = 'e2e-resume-signing-secret-0123456789';
/** The server's data folder: the outbox's development transport writes each e-mail under mail/. */
const DATA_DIR = mkdtempSync(join(tmpdir(), 'tripx-e2e-'));
const e2e = useServerAndBrowser({
  env: { RESUME_SIGNING_SECRET: SECRET, DATA_DIR, DELIVERY_INTERVAL_MS: '100' },
});
const SCREENS = fileURLToPath(new URL('../../docs/screens/', import.meta.url));

const WORDS = {
  en: {
    email: /^Email address/,
    save: 'Save my quote',
    sent: 'We sent a link',
    today: 'priced at today’s rates',
    until: 'This link works until',
    editPlans: 'Change the plans',
  },
  fr: {
    email: /^Adresse courriel/,
    save: 'Enregistrer ma soumission',
    sent: 'Nous avons envoyé un lien',
    today: 'calculée aux tarifs d’aujourd’hui',
    until: 'Ce lien fonctionne jusqu’au',
    editPlans: 'Modifier les régimes',
  },
} as const;

/** The page's slices reached the server (the sync is throttled). */
const synced = (page: Page) =>
  page.waitForFunction(async () => {
    const r = (await (await fetch('/sync-quote')).json()) as { quote: { progress: object } | null };
    return r.quote !== null && 'travelLocations' in r.quote.progress;
  });

/** The server's copy of the quote in progress holds the chosen plan (the sync is throttled). */
const syncedWithPlan = (page: Page) =>
  page.waitForFunction(async () => {
    const r = (await (await fetch('/sync-quote')).json()) as {
      quote: { payload: { paxes?: { plans?: unknown[] }[] } } | null;
    };
    return (r.quote?.payload.paxes ?? []).some((p) => (p.plans ?? []).length > 0);
  });

/** How often and how many times the mail folder is looked at: the outbox sends every 100 ms. */
const MAIL_POLL = { everyMs: 100, times: 600 } as const;

/**
 * The text of the e-mail the server wrote to `address`, once the outbox has sent it; after
 * MAIL_POLL.times looks (a minute) it fails naming the address and the recipients it did find.
 */
const mailTo = async (address: string): Promise<string> => {
  for (let look = 0; look < MAIL_POLL.times; look += 1) {
    const mail = mailsIn(DATA_DIR).find((m) => parseEml(m).headers['to'] === address);
    if (mail) return plainText(mail);
    await new Promise((r) => setTimeout(r, MAIL_POLL.everyMs));
  }
  const found = mailsIn(DATA_DIR).map((m) => parseEml(m).headers['to']);
  throw new Error(
    `no e-mail to ${address} in ${join(DATA_DIR, 'mail')} after ${MAIL_POLL.times} looks ` +
      `${MAIL_POLL.everyMs} ms apart; e-mails found: ${found.length > 0 ? found.join(', ') : 'none'}`,
  );
};

describe('a quote that survives', () => {
  for (const lang of ['en', 'fr'] as const)
    it(`${lang}: a quote saved on its summary reopens from the e-mailed link in a new browser, every answer back, priced at today’s rates`, async () => {
      const W = WORDS[lang];
      const page = await e2e.freshPage();
      await purchase(page, e2e.baseUrl, { category: 'canadian', lang, until: 'summary' });
      const trip = await page.locator('.flow-summary').innerText();
      const selection = await page.locator('.flow-totals').innerText();
      await syncedWithPlan(page);
      const address = `resume-${lang}@example.com`;
      await page.getByLabel(W.email).fill(address);
      const saved = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/policies/lead');
      await page.getByRole('button', { name: W.save }).click();
      const { expiresAt } = (await (await saved).json()) as { expiresAt: string };
      await page.getByRole('status').filter({ hasText: W.sent }).waitFor();
      await page.close();

      // The e-mail says until when its link works (the day in Toronto), and carries the link.
      const mail = await mailTo(address);
      expect(mail).toContain(`${W.until} ${formatReaderDate(expiresAt, lang)}.`);
      const link = new RegExp(`https?://\\S+${RESUME_QUOTE_PATHS[lang]}\\?\\S+`).exec(mail)?.[0];
      expect(link).toBeDefined();

      // Another browser: no cookie, no storage, only the link.
      const browser = await launchChromiumBrowser();
      try {
        const tab = await (await browser.newContext()).newPage();
        const resumed = tab.waitForResponse((r) => new URL(r.url()).pathname === '/api/policies/lead/resume');
        await tab.goto(link ?? '');
        const answer = (await (await resumed).json()) as { totalCents: number; priceChanged: boolean };
        await tab.waitForURL(/quote-summary|apercu-soumission/);
        const total = formatMoney(answer.totalCents, lang);
        const notice = tab.getByRole('status').filter({ hasText: W.today });
        await notice.waitFor();
        expect(await notice.innerText()).toContain(total);
        // Every answer back: province, dates, places, travellers, plan type; the chosen plan and its price.
        expect(await tab.locator('.flow-summary').innerText()).toBe(trip);
        expect(await tab.locator('.flow-totals').innerText()).toBe(selection);
        expect(await tab.locator('.flow-totals__total strong').innerText()).toBe(total);
        await tab.screenshot({ path: `${SCREENS}resume-quote-${lang}.png`, fullPage: true });
        // The chosen plan's card shows the same figure, priced again on reopening.
        await tab.getByRole('button', { name: W.editPlans }).click();
        await tab.waitForURL(/plan-selection|choisir-regime/);
        const chosen = tab.locator('.flow-card--selected .flow-card__amount');
        await chosen.waitFor();
        expect(await chosen.innerText()).toBe(total);
      } finally {
        await browser.close();
      }
    });

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

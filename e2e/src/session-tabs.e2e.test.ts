import { useServerAndBrowser } from '@tripx/testing/e2e';
import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';

// A short session, as in idle-session.e2e, its reminder 15 s before the end: 20 s of activity before the
// reminder, as with the 80-s session and the 60-s reminder this file waited out before, room for the
// 10 s keep-alive debounce (a session that opened the reminder at once would take no activity).
const e2e = useServerAndBrowser({ env: { SESSION_TTL_SECONDS: '35', IDLE_REMINDER_SECONDS: '15' } });

/** A second tab of the same browser (same cookie) on the staff app. */
const secondTab = async (): Promise<Page> => {
  const page = await e2e.browser.newPage();
  await page.goto(`${e2e.baseUrl}/admin/?lang=en`);
  await page.locator('.adm-profile').waitFor();
  return page;
};

const serverSession = (page: Page) =>
  page.evaluate(async () => (await fetch('/api/auth/user')).json() as Promise<Record<string, unknown>>);

it('activity in one tab keeps the other signed in past its idle limit', async () => {
  const a = await e2e.signedIn('admin', 'en');
  const b = await secondTab();
  try {
    const limit = Date.parse(String((await serverSession(b))['sessionExpiration']));
    // Tab A is used (a key now and then: each reaches the server as one debounced keep-alive); tab B is not.
    while (Date.now() < limit + 5000) {
      const kept = a.waitForResponse((r) => new URL(r.url()).pathname === '/keepalive', { timeout: 30_000 });
      await a.keyboard.press('Shift');
      expect((await kept).status()).toBe(200);
    }
    // Past the expiry tab B knew at first: still signed in, no reminder, no time-out, and the server agrees.
    await expect(b.getByRole('alertdialog').count()).resolves.toBe(0);
    await expect(b.locator('.adm-profile').count()).resolves.toBe(1);
    const me = await serverSession(b);
    expect(me['user']).not.toBeNull();
    expect(Date.parse(String(me['sessionExpiration']))).toBeGreaterThan(limit);
  } finally {
    await a.close();
    await b.close();
  }
});

it('“Stay signed in” in one tab closes the reminder in both; signing out in one signs out both', async () => {
  const a = await e2e.signedIn('admin', 'en');
  const b = await secondTab();
  try {
    const reminderA = a.getByRole('alertdialog');
    const reminderB = b.getByRole('alertdialog');
    await reminderA.waitFor({ timeout: 40_000 });
    await reminderB.waitFor({ timeout: 40_000 });
    await reminderA.getByRole('button', { name: 'Stay signed in' }).click();
    await reminderA.waitFor({ state: 'detached', timeout: 10_000 });
    await reminderB.waitFor({ state: 'detached', timeout: 10_000 });
    await expect(b.locator('.adm-profile').count()).resolves.toBe(1);

    await b.locator('.adm-profile > button').click();
    await b.locator('#adm-profile-menu button[data-entry="logout"]').click();
    // Tab A, untouched, leaves the signed-in screens for the sign-in page.
    await a.locator('.adm-profile').waitFor({ state: 'detached', timeout: 10_000 });
    await a.locator('.adm-sso').waitFor();
    await b.locator('.adm-sso').waitFor();
    expect((await serverSession(a))['user']).toBeNull();
  } finally {
    await a.close();
    await b.close();
  }
});

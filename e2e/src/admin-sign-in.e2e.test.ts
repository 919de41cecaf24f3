import { DEMO_ACCOUNTS, sideMenuIds, useServerAndBrowser } from '@tripx/testing/e2e';
import {
  ADMIN_ROUTES,
  MENU_ENTRIES,
  claimsForRole,
  routeDecision,
  shellVisibility,
  type AccessUser,
} from '@tripx/domain';

import { describe, expect, it } from 'vitest';

const e2e = useServerAndBrowser();

const accessOf = (a: (typeof DEMO_ACCOUNTS)[number]): AccessUser => ({
  userType: a.userType,
  claims: claimsForRole(a.role, a.userType),
});

describe('each demo account signs in at /admin/ and sees what its claims allow', () => {
  for (const account of DEMO_ACCOUNTS) {
    it(`${account.code}: menu by claims, refused route → first allowed entry or forbidden`, async () => {
      const page = await e2e.signedIn(account, 'en');
      try {
        const user = accessOf(account);
        const expected = shellVisibility({ isAdmin: true, user }).sideMenu.map((e) => e.id);
        await page.waitForFunction(() => document.querySelector('.tx-loading, [aria-busy="true"]') === null);
        expect(await sideMenuIds(page)).toEqual(expected);
        // The profile drop-down: logout, the one item that does something, for every user type.
        await page.locator('.adm-profile > button').click();
        const profile = await page
          .locator('#adm-profile-menu button[data-entry]')
          .evaluateAll((b) => b.map((x) => x.getAttribute('data-entry')));
        expect(profile).toEqual(['logout']);
        // The organization switcher is for non-CIAM users only.
        expect(await page.locator('.adm-org select').count()).toBe(account.userType === 'LAN_ID' ? 1 : 0);
        const lacking = ADMIN_ROUTES.find(
          (r) =>
            r.feature !== null &&
            !r.path.includes(':') &&
            routeDecision(r, user, MENU_ENTRIES).kind !== 'allow',
        );
        if (lacking) {
          const decision = routeDecision(lacking, user, MENU_ENTRIES);
          await page.goto(`${e2e.baseUrl}/admin${lacking.path}?lang=en`);
          const target = decision.kind === 'redirect' ? decision.to : '/forbidden';
          await page.waitForURL((u) => u.pathname === `/admin${target}`);
          if (decision.kind === 'forbidden')
            await expect(page.locator('h1').textContent()).resolves.toContain('Access denied');
        }
        // A route none of its menu entries opens, typed in the address bar, ends on forbidden or an allowed screen, never on itself.
        await page.goto(`${e2e.baseUrl}/admin/forbidden?lang=en`);
        await expect(page.locator('h1').textContent()).resolves.toBe('Access denied');
      } finally {
        await page.close();
      }
    });
  }
});

describe('both languages', () => {
  it('French: SSO page, provider page, menu and error pages in French', async () => {
    const page = await e2e.freshPage();
    try {
      await page.goto(`${e2e.baseUrl}/admin/?lang=fr`);
      await expect(page.locator('.adm-sso h1').textContent()).resolves.toBe('Authentification unique');
      await page.locator('.adm-sso a').click();
      await page.waitForURL(/\/oidc\/interaction\//);
      await expect(page.locator('h1').textContent()).resolves.toBe('Connexion');
      await page.fill('#username', 'admin');
      await page.fill('#password', 'demo');
      await page.locator('form button[type="submit"]').click();
      await page.waitForURL(/\/admin\/.*lang=fr/);
      await expect(page.locator('nav.adm-side a[data-entry="travelInsurance"]').textContent()).resolves.toBe(
        'Assurance voyage',
      );
      await page.goto(`${e2e.baseUrl}/admin/no-such-page?lang=fr`);
      await expect(page.locator('h1').textContent()).resolves.toBe('Page introuvable');
      await page.goto(`${e2e.baseUrl}/admin/error?lang=fr`);
      await expect(page.locator('h1').textContent()).resolves.toBe('Erreur interne du serveur');
      await page.goto(`${e2e.baseUrl}/admin/forbidden?lang=en`);
      await expect(page.locator('h1').textContent()).resolves.toBe('Access denied');
      // The language toggle switches the labels in place (once the French labels, loaded on demand, came).
      await page.locator('.adm-top button[lang="fr"]').click();
      await expect.poll(() => page.locator('h1').textContent()).toBe('Accès refusé');
    } finally {
      await page.close();
    }
  });

  it('logout ends the session on the server: the old cookie then gets 401', async () => {
    const page = await e2e.signedIn(DEMO_ACCOUNTS[2]!, 'en');
    try {
      const old = (await e2e.browser.cookies()).find((c) => c.name === 'tripx.sid')?.value;
      expect(old).toBeTruthy();
      await page.locator('.adm-profile > button').click();
      await page.locator('#adm-profile-menu button[data-entry="logout"]').click();
      await page.locator('.adm-sso').waitFor();
      const r = await fetch(`${e2e.baseUrl}/keepalive`, { headers: { cookie: `tripx.sid=${old}` } });
      expect(r.status).toBe(401);
    } finally {
      await page.close();
    }
  });
});

import { useServerAndBrowser } from '@tripx/testing/e2e';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { axeViolations } from './support/purchase-flow';

// The CSP is bypassed only so that axe can be injected into the pages.
const e2e = useServerAndBrowser({ bypassCSP: true });

const LABELS = {
  en: {
    menu: 'Partner API keys',
    organization: 'Organization of the keys',
    name: /^Name/,
    scopes: ['Quote', 'Read policies'],
    environment: 'Test',
    create: 'Create the key',
    secretOf: (name: string) => `The secret of ${name}`,
    once: 'you will not see it again',
    kept: 'I have kept it',
    revokeOf: (name: string) => `Revoke ${name}`,
    confirmOf: (name: string) => `Revoke ${name}?`,
    confirm: 'Revoke the key',
    revoked: /^Revoked/,
  },
  fr: {
    menu: 'Clés d’API des partenaires',
    organization: 'Organisation des clés',
    name: /^Nom/,
    scopes: ['Soumission', 'Consulter les polices'],
    environment: 'Test',
    create: 'Créer la clé',
    secretOf: (name: string) => `Le secret de ${name}`,
    once: 'vous ne le reverrez plus',
    kept: 'Je l’ai conservé',
    revokeOf: (name: string) => `Révoquer ${name}`,
    confirmOf: (name: string) => `Révoquer ${name}\u202f?`,
    confirm: 'Révoquer la clé',
    revoked: /^Révoquée/,
  },
} as const;

/** The keys of MAPLE as the API lists them to the signed-in page. */
const keysOf = async (page: Page) => {
  const r = await page.request.get(`${e2e.baseUrl}/api/partner-keys?organizationCode=MAPLE`);
  expect(r.status()).toBe(200);
  return ((await r.json()) as { keys: { name: string; revokedAt: string | null }[] }).keys;
};

describe('partner keys in the staff app', () => {
  for (const lang of ['en', 'fr'] as const)
    it(`an insurer administrator creates a key, sees its secret once, and revokes it (${lang}), axe-clean`, async () => {
      const L = LABELS[lang];
      const name = `E2E ${lang} ${Date.now() % 1_000_000}`;
      const page = await e2e.signedIn('admin', lang);
      const violations: string[] = [];
      const axe = async (step: string) =>
        violations.push(...(await axeViolations(page)).map((v) => `${lang} ${step}: ${v}`));
      try {
        await page.getByRole('navigation').getByRole('link', { name: L.menu }).click();
        await page.getByRole('heading', { level: 1, name: L.menu }).waitFor();
        await page.getByRole('main').getByRole('combobox', { name: L.organization }).click();
        await page.getByRole('option', { name: 'Maple Travel Group (MAPLE)' }).click();
        // The demo key of the README is there.
        await page.getByRole('row', { name: /Demo booking system/ }).waitFor();
        await axe('list');

        await page.getByRole('textbox', { name: L.name }).fill(name);
        for (const scope of L.scopes) await page.getByRole('checkbox', { name: scope, exact: true }).check();
        await page.getByRole('radio', { name: L.environment, exact: true }).check();
        await page.getByRole('button', { name: L.create }).click();
        const dialog = page.getByRole('alertdialog', { name: L.secretOf(name) });
        await dialog.waitFor();
        await expect(dialog.textContent()).resolves.toContain(L.once);
        const secret = (await dialog.locator('code').textContent()) ?? '';
        expect(secret).toMatch(/^tpx_test_[a-z0-9]{16}_[A-Za-z0-9_-]{43}$/);
        await axe('secret');
        await dialog.getByRole('button', { name: L.kept }).click();
        await dialog.waitFor({ state: 'detached' });
        await expect(page.getByText(secret).count()).resolves.toBe(0);
        const row = page.getByRole('row', { name: new RegExp(name) });
        await row.waitFor();

        await row.getByRole('button', { name: L.revokeOf(name) }).click();
        const confirm = page.getByRole('alertdialog', { name: L.confirmOf(name) });
        await axe('confirm');
        await confirm.getByRole('button', { name: L.confirm }).click();
        await row.getByText(L.revoked).waitFor();
        expect((await keysOf(page)).find((k) => k.name === name)?.revokedAt).toEqual(expect.any(String));
        expect(violations).toEqual([]);
      } finally {
        await page.close();
      }
    });
});

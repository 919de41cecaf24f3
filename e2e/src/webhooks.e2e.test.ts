import { useServerAndBrowser } from '@tripx/testing/e2e';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { axeViolations } from './support/purchase-flow';

/*
 * Issue 21 in Chromium: a cancellation of a policy writes its webhook event; the endpoint (nothing
 * listens on the discard port) refuses it; staff find the delivery at /admin/webhooks with its
 * attempt and next try in Toronto time, and resend it — in English and French, with no serious axe
 * violation. Staff also register an endpoint through the screen's form (a refused URL said on its
 * field, the signing secret shown once, a new secret, a deletion confirmed first).
 */

// The CSP is bypassed only so that axe can be injected; the worker runs every 100 ms.
const e2e = useServerAndBrowser({ bypassCSP: true, env: { WEBHOOK_INTERVAL_MS: '100' } });
/** The demo policies are sold in Maple Travel Toronto. */
const ORG = 'MAPLE-TOR';
const URL_DOWN = 'http://127.0.0.1:9/e2e-hooks';

/** A call of the signed-in page (its cookies; the CSRF token for a write). */
const call = async <T>(page: Page, method: 'GET' | 'POST' | 'PUT', path: string, body?: unknown) => {
  const csrf = (await (await page.request.get(`${e2e.baseUrl}/csrf`)).json()) as { csrfToken: string };
  const r = await page.request.fetch(`${e2e.baseUrl}${path}`, {
    method,
    headers: { 'x-csrf-token': csrf.csrfToken },
    ...(body === undefined ? {} : { data: body }),
  });
  return { status: r.status(), body: (await r.json()) as T };
};

interface Delivery {
  readonly attempts: number;
  readonly eventType: string;
  readonly eventId: string;
}

describe('webhooks in the staff app', () => {
  it('an administrator sees a refused delivery with its attempts and next try, and resends it (en, fr)', async () => {
    const page = await e2e.signedIn('admin', 'en');
    try {
      const made = await call<{ id: string }>(page, 'POST', '/api/webhook-endpoints', {
        organizationCode: ORG,
        url: URL_DOWN,
        events: ['policy.cancelled'],
        description: 'E2E',
      });
      expect(made.status).toBe(201);
      // An active policy of the organization, cancelled: its event is written with the cancellation.
      const found = await call<{ policies: { policyNumber: string; policyStatus: string }[] }>(
        page,
        'GET',
        `/api/policies/search?organizationCode=${ORG}&limit=100`,
      );
      const candidates = found.body.policies.filter((p) => p.policyStatus === 'ACTIVE');
      let cancelled = '';
      const refused: string[] = [];
      for (const p of candidates) {
        const r = await call(page, 'PUT', '/api/policies/cancel', {
          cancellationReason: 'E2E webhooks',
          paxes: [{ policyNumber: p.policyNumber }],
        });
        if (r.status === 200) {
          cancelled = p.policyNumber;
          break;
        }
        refused.push(`${p.policyNumber}: ${r.status} ${JSON.stringify(r.body)}`);
      }
      expect(cancelled, `${found.body.policies.length} found; ${refused.join('; ')}`).not.toBe('');
      const deliveries = () =>
        call<{ deliveries: Delivery[] }>(page, 'GET', `/api/webhook-endpoints/${made.body.id}/deliveries`);
      // The worker tries it (connection refused) and records the attempt.
      await expect
        .poll(async () => (await deliveries()).body.deliveries[0]?.attempts ?? 0, { timeout: 30_000 })
        .toBeGreaterThan(0);
      const [delivery] = (await deliveries()).body.deliveries;

      await page.goto(`${e2e.baseUrl}/admin/webhooks?lang=en`);
      await page.getByRole('heading', { name: 'Webhooks', level: 1 }).waitFor();
      await page.getByRole('textbox', { name: 'Organization code' }).fill(ORG);
      await page.getByRole('button', { name: 'Show the endpoints' }).click();
      await page.getByRole('button', { name: `Deliveries to ${URL_DOWN}` }).click();
      const row = page.getByRole('row').filter({ hasText: delivery?.eventId ?? '' });
      await row.waitFor();
      const text = (await row.textContent()) ?? '';
      expect(text).toContain('policy.cancelled');
      expect(text).toContain('Pending');
      expect(text).toContain('No answer');
      // The next try, in Toronto time with its zone.
      expect(text).toMatch(/\d{4}-\d{2}-\d{2} \d{1,2}:\d{2}[ap]m E[SD]T/);
      expect(await axeViolations(page)).toEqual([]);
      await row.getByRole('button', { name: `Resend policy.cancelled ${delivery?.eventId}` }).click();
      await page.getByRole('status').getByText('The delivery will be sent again in a moment.').waitFor();
      await expect
        .poll(async () => (await deliveries()).body.deliveries[0]?.attempts ?? 0, { timeout: 30_000 })
        .toBeGreaterThan(delivery?.attempts ?? 0);

      await page.goto(`${e2e.baseUrl}/admin/webhooks?lang=fr`);
      await page.getByRole('textbox', { name: 'Code de l’organisation' }).fill(ORG);
      await page.getByRole('button', { name: 'Afficher les points de terminaison' }).click();
      await page.getByRole('button', { name: `Envois à ${URL_DOWN}` }).click();
      const fr = page.getByRole('row').filter({ hasText: delivery?.eventId ?? '' });
      await fr.waitFor();
      const frText = (await fr.textContent()) ?? '';
      expect(frText).toContain('Aucune réponse');
      expect(frText).toMatch(/\d{1,2}\u00a0h\u00a0\d{2}\u00a0H[NA]E/);
      expect(await axeViolations(page)).toEqual([]);
    } finally {
      await page.close();
    }
  });

  const FORM = {
    en: {
      code: 'Organization code',
      show: 'Show the endpoints',
      url: /^Address/,
      notHttps: 'The address must start with https://',
      event: 'Policy cancelled',
      register: 'Register the endpoint',
      secretOf: (url: string) => `The signing secret of ${url}`,
      once: 'you will not see it again',
      kept: 'I have kept it',
      rotateOf: (url: string) => `New secret for ${url}`,
      deleteOf: (url: string) => `Delete ${url}`,
      confirmOf: (url: string) => `Delete the endpoint ${url}?`,
      confirm: 'Delete the endpoint',
      deleted: 'The endpoint is deleted.',
    },
    fr: {
      code: 'Code de l’organisation',
      show: 'Afficher les points de terminaison',
      url: /^Adresse/,
      notHttps: 'L’adresse doit commencer par https://',
      event: 'Police annulée',
      register: 'Inscrire le point de terminaison',
      secretOf: (url: string) => `Le secret de signature de ${url}`,
      once: 'vous ne le reverrez plus',
      kept: 'Je l’ai conservé',
      rotateOf: (url: string) => `Nouveau secret pour ${url}`,
      deleteOf: (url: string) => `Supprimer ${url}`,
      confirmOf: (url: string) => `Supprimer le point de terminaison ${url}\u202f?`,
      confirm: 'Supprimer le point de terminaison',
      deleted: 'Le point de terminaison est supprimé.',
    },
  } as const;

  for (const lang of ['en', 'fr'] as const)
    it(`an administrator registers an endpoint through the form, keeps its secret once, rotates it and deletes it (${lang}), axe-clean`, async () => {
      const L = FORM[lang];
      const url = `http://127.0.0.1:9/e2e-form-${lang}`;
      const page = await e2e.signedIn('admin', lang);
      const violations: string[] = [];
      const axe = async (step: string) =>
        violations.push(...(await axeViolations(page)).map((v) => `${lang} ${step}: ${v}`));
      const endpointsOfMaple = async () =>
        (
          await call<{ endpoints: { url: string }[] }>(
            page,
            'GET',
            '/api/webhook-endpoints?organizationCode=MAPLE',
          )
        ).body.endpoints;
      try {
        await page.goto(`${e2e.baseUrl}/admin/webhooks?lang=${lang}`);
        await page.getByRole('textbox', { name: L.code }).fill('MAPLE');
        await page.getByRole('button', { name: L.show }).click();
        const form = page.locator('form').filter({ has: page.getByRole('button', { name: L.register }) });
        const address = form.getByRole('textbox', { name: L.url });
        await address.waitFor();

        // Plain http to a public host: refused on the URL field (the domain's rule, then the server's).
        await address.fill('http://hooks.example.com/tripx');
        await form.getByRole('checkbox', { name: L.event, exact: true }).check();
        await form.getByRole('button', { name: L.register }).click();
        await form.getByText(L.notHttps).waitFor();
        await expect(address.getAttribute('aria-invalid')).resolves.toBe('true');
        await axe('refused');

        await address.fill(url);
        await form.getByRole('button', { name: L.register }).click();
        const dialog = page.getByRole('alertdialog', { name: L.secretOf(url) });
        await dialog.waitFor();
        await expect(dialog.textContent()).resolves.toContain(L.once);
        const secret = (await dialog.locator('code').textContent()) ?? '';
        expect(secret).toMatch(/^whsec_[A-Za-z0-9+/=]{20,}$/);
        await axe('secret');
        await dialog.getByRole('button', { name: L.kept }).click();
        await dialog.waitFor({ state: 'detached' });
        await expect(page.getByText(secret).count()).resolves.toBe(0);
        const row = page.getByRole('row').filter({ hasText: url });
        await row.waitFor();
        await expect(row.textContent()).resolves.toContain(L.event);
        expect((await endpointsOfMaple()).map((e) => e.url)).toContain(url);

        await row.getByRole('button', { name: L.rotateOf(url) }).click();
        const rotated = page.getByRole('alertdialog', { name: L.secretOf(url) });
        await rotated.waitFor();
        const next = (await rotated.locator('code').textContent()) ?? '';
        expect(next).toMatch(/^whsec_/);
        expect(next).not.toBe(secret);
        await rotated.getByRole('button', { name: L.kept }).click();
        await rotated.waitFor({ state: 'detached' });

        await row.getByRole('button', { name: L.deleteOf(url) }).click();
        const confirm = page.getByRole('alertdialog', { name: L.confirmOf(url) });
        await confirm.waitFor();
        await axe('confirm');
        await confirm.getByRole('button', { name: L.confirm, exact: true }).click();
        await page.getByRole('status').getByText(L.deleted).waitFor();
        await row.waitFor({ state: 'detached' });
        expect((await endpointsOfMaple()).map((e) => e.url)).not.toContain(url);
        expect(violations).toEqual([]);
      } finally {
        await page.close();
      }
    });
});

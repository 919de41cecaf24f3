import { useServerAndBrowser } from '@tripx/testing/e2e';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { axeViolations } from './support/purchase-flow';

/*
 * Issue 21 in Chromium: a cancellation of a policy writes its webhook event; the endpoint (nothing
 * listens on the discard port) refuses it; staff find the delivery at /admin/webhooks with its
 * attempt and next try in Toronto time, and resend it — in English and French, with no serious axe
 * violation.
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
});

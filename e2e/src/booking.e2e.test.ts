import { useServerAndBrowser } from '@tripx/testing/e2e';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { chooseFirstReferringAgent, confirmedPolicies, day, purchase } from './support/purchase-flow';

/*
 * Issue 8, spec 2.2: a booking in the staff app runs the purchase app's own steps (the same stores and
 * views, under /admin/), with the staff questions on the payment step: the referring agent and "paid at
 * the agency" for agency users, the application date for a POLICY_ADMIN.
 */

// The CSP is bypassed only so that axe can be injected into the booking's pages.
const e2e = useServerAndBrowser({ bypassCSP: true });

/** The policy as the signed-in page may read it (same cookie session). */
const policyOf = async (page: Page, policyNumber: string) => {
  const r = await page.request.get(`${e2e.baseUrl}/api/policies/${policyNumber}`);
  expect(r.status()).toBe(200);
  return (await r.json()) as {
    organizationCode: string;
    referredBy?: string | null;
    tripInformation: { applicationDate: string };
    paxes: { payments: { method: string }[] }[];
  };
};

describe('booking in the staff app', () => {
  it('an agency consultant books by card naming the referring agent, no serious axe violation on any step (en)', async () => {
    const page = await e2e.signedIn('agent.agency', 'en');
    const violations: string[] = [];
    try {
      let agent = '';
      await purchase(page, e2e.baseUrl, {
        category: 'canadian',
        lang: 'en',
        app: 'staff',
        province: 'ON',
        axeViolations: violations,
        staffChoices: async (p) => {
          await p.getByRole('combobox', { name: /^Referring agent/ }).waitFor();
          agent = await chooseFirstReferringAgent(p);
        },
      });
      const [policyNumber] = await confirmedPolicies(page);
      expect(policyNumber).toMatch(/^TX\d+$/);
      const profileCode = /\(([^)]+)\)$/.exec(agent)?.[1];
      const policy = await policyOf(page, policyNumber ?? '');
      expect(policy.referredBy).toBe(profileCode);
      expect(policy.paxes[0]?.payments[0]?.method).toBe('CREDIT_CARD');
      expect(violations).toEqual([]);
    } finally {
      await page.close();
    }
  });

  it('an agency consultant books paid at the agency, sold by the insurer: no card asked (fr)', async () => {
    const page = await e2e.signedIn('agent.agency', 'fr');
    try {
      await purchase(page, e2e.baseUrl, {
        category: 'canadian',
        lang: 'fr',
        app: 'staff',
        paidAtAgency: true,
        staffChoices: async (p) => {
          // Pay without the referring agent: the question says what is missing, nothing is bought.
          await p.getByLabel(/^Payé à l’agence/).check();
          await p.getByLabel(/J’ai lu/).check();
          await p.getByRole('button', { name: /^Payer/ }).click();
          await p.getByText('Choisissez l’agent référent, ou l’assureur.', { exact: true }).waitFor();
          expect(p.url()).toMatch(/\/admin\/booking\?/);
          await p.getByRole('combobox', { name: /^Agent référent/ }).click();
          await p.getByRole('option', { name: 'Vendu par l’assureur (aucun agent référent)' }).click();
          expect(await p.locator('iframe').count()).toBe(0);
        },
      });
      const [policyNumber] = await confirmedPolicies(page);
      const policy = await policyOf(page, policyNumber ?? '');
      expect(policy.referredBy ?? null).toBeNull();
      expect(policy.paxes[0]?.payments[0]?.method).toBe('PAID_TO_AGENCY');
    } finally {
      await page.close();
    }
  });

  it('insurer staff switch to the agency first, then book naming its agent, with an earlier application date (en)', async () => {
    const page = await e2e.signedIn('admin', 'en');
    const chosen = day(-3);
    try {
      // Spec 6: a LAN user switches to the agency before the purchase; the booking follows the session.
      await page.getByLabel('Switch organization').selectOption('MAPLE');
      await page.getByRole('status').getByText('You are now working for MAPLE.').waitFor();
      let agent = '';
      await purchase(page, e2e.baseUrl, {
        category: 'canadian',
        lang: 'en',
        app: 'staff',
        staffChoices: async (p) => {
          await p.getByRole('textbox', { name: /^Application date/ }).fill(chosen);
          agent = await chooseFirstReferringAgent(p);
        },
      });
      const [policyNumber] = await confirmedPolicies(page);
      const policy = await policyOf(page, policyNumber ?? '');
      expect(policy.organizationCode).toBe('MAPLE');
      expect(policy.referredBy).toBe(/\(([^)]+)\)$/.exec(agent)?.[1]);
      expect(policy.tripInformation.applicationDate).toBe(chosen);
    } finally {
      await page.close();
    }
  });

  it('a booking step opened before the quote goes back to the quote, which asks the country (b2b)', async () => {
    const page = await e2e.signedIn('agent.agency', 'en');
    try {
      await page.goto(`${e2e.baseUrl}/admin/booking?lang=en`);
      await page.waitForURL(/\/admin\/\?lang=en/);
      await page.getByLabel('Canadians travelling').check();
      expect(await page.getByRole('combobox', { name: /^Country of residence/ }).textContent()).toContain(
        'Canada',
      );
    } finally {
      await page.close();
    }
  });
});

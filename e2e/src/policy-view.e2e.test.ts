import { formatDisplayDateTime } from '@tripx/domain';
import { useServerAndBrowser } from '@tripx/testing/e2e';
import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { bookAsAgent } from './support/purchase-flow';

/*
 * Issue 17 items 1 and 2 on the real server in Chromium: an agency consultant books in the staff app, a
 * read-only staff member opens Policy View: the overview in words, the timeline with who by name, what
 * in words, when in Toronto time with its zone, and the channel, in English and in French. The screenshots
 * of docs/screens/admin/ are made here.
 */
const SCREENS = fileURLToPath(new URL('../../docs/screens/admin/', import.meta.url));

const e2e = useServerAndBrowser();
beforeAll(() => {
  mkdirSync(SCREENS, { recursive: true });
});

const NB = '\u00a0';
const LABELS = {
  en: {
    overview: (n: string) => `Overview of ${n}`,
    timeline: 'Timeline of changes',
    status: 'Status',
    active: 'Active',
    plan: 'Plan',
    agent: 'Agent',
    premium: 'Premium',
    paid: 'Paid',
    refunded: 'Refunded',
    created: 'Created',
    activated: 'Activated',
    pendingToActive: 'Status: Pending → Active',
    by: 'By Julie Bouchard · Channel: Agent',
    time: /^\d{4}-\d{2}-\d{2} ([1-9]|1[0-2]):[0-5]\d(am|pm) E[SD]T$/,
  },
  fr: {
    overview: (n: string) => `Aperçu de ${n}`,
    timeline: 'Historique des modifications',
    status: 'Statut',
    active: 'Active',
    plan: 'Régime',
    agent: 'Agent',
    premium: 'Prime',
    paid: 'Payé',
    refunded: 'Remboursé',
    created: 'Créée',
    activated: 'Activée',
    pendingToActive: `Statut${NB}: En attente → Active`,
    by: `Par Julie Bouchard · Canal${NB}: Agent`,
    time: /^(1er|[1-9]|[12]\d|3[01])\u00a0\p{Ll}+\u00a0\d{4}, (1?\d|2[0-3])\u00a0h\u00a0[0-5]\d\u00a0H[AN]E$/u,
  },
} as const;

/** The overview's terms and their value lines. */
const factsOf = (region: Locator) =>
  region
    .locator('dl > div')
    .evaluateAll((rows) =>
      Object.fromEntries(
        rows.map((row) => [
          row.querySelector('dt')?.textContent ?? '',
          [...row.querySelectorAll('dd')].map((dd) => dd.textContent ?? ''),
        ]),
      ),
    ) as Promise<Record<string, string[]>>;

/** Each change of the timeline: its paragraphs' texts and the instant its time element names. */
const changesOf = (page: Page, title: string) =>
  page
    .getByRole('region', { name: title })
    .getByRole('listitem')
    .evaluateAll((items) =>
      items.map((li) => ({
        texts: [...li.querySelectorAll('strong, time, p:not(.adm-timeline__head)')].map(
          (e) => e.textContent ?? '',
        ),
        at: li.querySelector('time')?.getAttribute('datetime') ?? '',
      })),
    );

describe('Policy View: the overview and the timeline of changes', () => {
  for (const lang of ['en', 'fr'] as const) {
    it(`a read-only staff member reads the policy in words, each change with who, when in Toronto, channel (${lang})`, async () => {
      const L = LABELS[lang];
      const policyNumber = await bookAsAgent(e2e, lang);
      const page = await e2e.signedIn('staff.viewer', lang);
      try {
        await page.goto(`${e2e.baseUrl}/admin/policy/endorsement/${policyNumber}/view?lang=${lang}`);
        const overview = page.getByRole('region', { name: L.overview(policyNumber) });
        await overview.waitFor();
        const facts = await factsOf(overview);
        expect(facts[L.status]).toEqual([L.active]);
        expect(facts[L.agent]).toEqual(['Julie Bouchard']);
        // The plan by its name, its code beside it (the answer's plan.code, read by the codec).
        expect(facts[L.plan]?.[0]).toMatch(/^\S.* \([A-Z]+\)$/);
        expect(facts[L.paid]).toEqual(facts[L.premium]);
        expect(facts[L.refunded]?.[0]).toMatch(/^(\$0\.00|0,00\u00a0\$)$/);

        await page.getByRole('region', { name: L.timeline }).getByRole('listitem').nth(1).waitFor();
        const changes = await changesOf(page, L.timeline);
        expect(changes.map((c) => c.texts[0])).toEqual([L.created, L.activated]);
        const activated = changes[1];
        expect(activated?.texts[2]).toBe(L.pendingToActive);
        expect(activated?.texts[3]).toBe(L.by);
        for (const c of changes) {
          // Toronto time with its zone, as the page's language writes it, for the instant the server recorded.
          expect(c.texts[1]).toMatch(L.time);
          expect(c.texts[1]).toBe(formatDisplayDateTime(c.at, lang));
        }
        await page.screenshot({ path: `${SCREENS}policy-view-${lang}.png`, fullPage: true });
      } finally {
        await page.close();
      }
    });
  }
});

import { useServerAndBrowser } from '@tripx/testing/e2e';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { answerQuestionnaire, purchase } from './support/purchase-flow';

/* Eligibility first (issue 16 item 3): the purchase app on the real server, in Chromium. */
const e2e = useServerAndBrowser();

const TEXT = {
  en: {
    coverage: 'Coverage amount',
    unavailable: /^\$150,000 — not available$/,
    offered: /^\$150,000$/,
    why: /\$150,000: not available\. Traveller 1 \(age 70\): This coverage amount is available only up to age 69\./,
    age: 'Age of traveller 1',
    cont: 'Continue to trip details',
    plans: 'See the plans',
  },
  fr: {
    coverage: 'Montant de protection',
    unavailable: /^150\s000\s\$ — non offert$/,
    offered: /^150\s000\s\$$/,
    why: /150\s000\s\$\u00a0: non offert\. Voyageur 1 \(70\u00a0ans\)\u00a0: Ce montant de couverture n’est offert que jusqu’à 69\sans\./,
    age: 'Âge du voyageur 1',
    cont: 'Continuer vers le voyage',
    plans: 'Voir les régimes',
  },
} as const;

/** The first card with a coverage amount (the basic visitor plan), its list opened. */
const coverageList = async (page: Page, lang: 'en' | 'fr') => {
  const card = page
    .getByRole('article')
    .filter({ has: page.getByRole('combobox', { name: TEXT[lang].coverage }) })
    .first();
  await card.getByRole('combobox', { name: TEXT[lang].coverage }).click();
  return card;
};

describe('eligibility first, in the purchase app', () => {
  for (const lang of ['en', 'fr'] as const) {
    it(`a visitor of 70 sees $150,000 not available and why; at 65 it is offered (${lang})`, async () => {
      const page = await e2e.freshPage();
      await page.setViewportSize({ width: 1280, height: 900 });
      try {
        const T = TEXT[lang];
        await purchase(page, e2e.baseUrl, { category: 'visitor', lang, until: 'plans' });
        await page.getByRole('article').first().waitFor();
        await answerQuestionnaire(page, lang);
        const card = await coverageList(page, lang);
        const refused = card.getByRole('option', { name: T.unavailable });
        expect(await refused.getAttribute('aria-disabled')).toBe('true');
        await card.getByText(T.why).waitFor();

        // Back to the quote: the visitor is 65. The answer is asked again and the amount recovers.
        await page.keyboard.press('Escape');
        await page.goBack();
        await page.goBack();
        const age = page.getByLabel(T.age);
        await age.fill('65');
        await page.getByRole('button', { name: T.cont }).click();
        await page.getByRole('button', { name: T.plans }).click();
        await page.getByRole('article').first().waitFor();
        await answerQuestionnaire(page, lang);
        const again = await coverageList(page, lang);
        const offered = again.getByRole('option', { name: T.offered });
        await offered.waitFor();
        expect(await offered.getAttribute('aria-disabled')).toBeNull();
        await offered.click();
        expect(await again.getByText(T.why).count()).toBe(0);
        // Reloaded, it stays offered: nothing sticks.
        await page.reload({ waitUntil: 'networkidle' });
        const reloaded = await coverageList(page, lang);
        expect(
          await reloaded.getByRole('option', { name: T.offered }).getAttribute('aria-disabled'),
        ).toBeNull();
      } finally {
        await page.close();
      }
    });
  }
});

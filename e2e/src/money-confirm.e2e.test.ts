import { useServerAndBrowser } from '@tripx/testing/e2e';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { confirmedPolicies, fillCard, purchase } from './support/purchase-flow';

/*
 * Issue 17 item 3 on the real server in Chromium: before a reinstatement charges, the staff member
 * sees the amount the server computed and the card (brand and last four); the result shows the
 * transaction as charged (amount, card, reference, Toronto time with its zone). A declined card
 * changes nothing and says so.
 */
const e2e = useServerAndBrowser();

const LABELS = {
  en: {
    cancel: (n: string) => `Cancel ${n}`,
    reason: /^Reason for the cancellation/,
    confirmCancel: 'Cancel and refund',
    close: 'Close',
    reinstate: (n: string) => `Reinstate ${n}`,
    confirmReinstate: 'Reinstate',
    newCard: 'A new card',
    // "$123.45 will be charged to the Visa card ending in 4242."
    toCharge: /^(\$[\d,.]+) will be charged to the Visa card ending in 4242\.$/,
    receipt: 'Transactions made',
    // "Charge of $123.45 — the Visa card ending in 4242 — reference … — 2026-11-27 9:14am EST"
    line: (amount: string) =>
      new RegExp(
        `^Charge of ${amount.replace(/[$.]/g, '\\$&')} — the Visa card ending in 4242 — reference \\S+ — \\d{4}-\\d{2}-\\d{2} \\d{1,2}:\\d{2}[ap]m E[SD]T$`,
      ),
    declined: 'The card was declined. Nothing was changed and nothing was charged.',
    status: 'Refunded',
  },
  fr: {
    cancel: (n: string) => `Annuler ${n}`,
    reason: /^Motif de l’annulation/,
    confirmCancel: 'Annuler et rembourser',
    close: 'Fermer',
    reinstate: (n: string) => `Remettre en vigueur ${n}`,
    confirmReinstate: 'Remettre en vigueur',
    newCard: 'Une nouvelle carte',
    // « 123,45 $ sera débité sur la carte Visa se terminant par 4242. » (no-break space before $)
    toCharge: /^([\d\u00a0\u202f]+,\d{2}\u00a0\$) sera débité sur la carte Visa se terminant par 4242\.$/,
    receipt: 'Transactions effectuées',
    line: (amount: string) =>
      new RegExp(
        `^Paiement de ${amount.replace(/[$.]/g, '\\$&')} — la carte Visa se terminant par 4242 — référence \\S+ — \\d{1,2}(er)?\\s\\S+\\s\\d{4},\\s\\d{1,2}\\sh\\s\\d{2}\\sH[NA]E$`,
      ),
    declined: 'La carte a été refusée. Rien n’a été modifié et rien n’a été débité.',
    status: 'Remboursée',
  },
} as const;

/**
 * A traveller buys in the purchase app (Visa 4242, nobody signed in); then staff sign in, open its
 * file and cancel it with a full refund: the page is left on the file, the policy cancelled.
 */
const boughtThenCancelled = async (lang: 'en' | 'fr'): Promise<{ page: Page; policyNumber: string }> => {
  const L = LABELS[lang];
  const buyer = await e2e.freshPage();
  let policyNumber: string | undefined;
  try {
    await purchase(buyer, e2e.baseUrl, { category: 'canadian', lang });
    [policyNumber] = await confirmedPolicies(buyer);
  } finally {
    await buyer.close();
  }
  if (!policyNumber) throw new Error('no policy on the confirmation');
  const page = await e2e.signedIn('admin', lang);
  await openFile(page, policyNumber, lang);
  await page.getByRole('button', { name: L.cancel(policyNumber) }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('textbox', { name: L.reason }).fill('Trip cancelled');
  await dialog.getByRole('button', { name: L.confirmCancel }).click();
  await dialog.getByRole('list', { name: L.receipt }).waitFor();
  await dialog.getByRole('button', { name: L.close, exact: true }).last().click();
  await page.getByRole('button', { name: L.reinstate(policyNumber) }).waitFor();
  return { page, policyNumber };
};

const openFile = async (page: Page, policyNumber: string, lang: 'en' | 'fr') => {
  await page.goto(`${e2e.baseUrl}/admin/policy/endorsement/${policyNumber}/policies?lang=${lang}`);
  await page.getByRole('cell', { name: policyNumber, exact: true }).first().waitFor();
};

describe('money actions are confirmed with their amount and card', () => {
  for (const lang of ['en', 'fr'] as const) {
    it(`a reinstatement charges the amount shown, on the card shown, and shows the transaction (${lang})`, async () => {
      const L = LABELS[lang];
      const { page, policyNumber } = await boughtThenCancelled(lang);
      try {
        await page.getByRole('button', { name: L.reinstate(policyNumber) }).click();
        const dialog = page.getByRole('dialog');
        const shown = dialog.getByText(L.toCharge);
        await shown.waitFor();
        const amount = L.toCharge.exec((await shown.textContent()) ?? '')?.[1] ?? '';
        expect(amount).not.toBe('');
        await dialog.getByRole('button', { name: L.confirmReinstate, exact: true }).click();
        const receipt = dialog.getByRole('list', { name: L.receipt });
        await receipt.waitFor();
        // The charged amount is the amount confirmed, on the same card, with its reference and time.
        await expect(receipt.getByRole('listitem').allTextContents()).resolves.toEqual([
          expect.stringMatching(L.line(amount)),
        ]);
      } finally {
        await page.close();
      }
    });
  }

  it('a declined card changes nothing and says so', async () => {
    const L = LABELS.en;
    const { page, policyNumber } = await boughtThenCancelled('en');
    try {
      const before = await page.evaluate(
        async (n) => (await fetch(`/api/policies/${n}/financials`)).json(),
        policyNumber,
      );
      await page.getByRole('button', { name: L.reinstate(policyNumber) }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByText(L.toCharge).waitFor();
      await dialog.getByRole('radio', { name: L.newCard }).check();
      await fillCard(dialog.frameLocator('iframe'), '4000000000000002');
      await dialog.getByRole('button', { name: L.confirmReinstate, exact: true }).click();
      await dialog.getByRole('alert').getByText(L.declined).waitFor();
      // Nothing moved and the policy is still cancelled, as the server says.
      const after = await page.evaluate(
        async (n) => (await fetch(`/api/policies/${n}/financials`)).json(),
        policyNumber,
      );
      expect(after).toEqual(before);
      await dialog.getByRole('button', { name: 'Keep it cancelled' }).click();
      await openFile(page, policyNumber, 'en');
      await page.getByRole('button', { name: L.reinstate(policyNumber) }).waitFor();
      await expect(page.getByRole('cell', { name: L.status, exact: true }).count()).resolves.toBe(1);
    } finally {
      await page.close();
    }
  });
});

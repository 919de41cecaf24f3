import { demoAccount, signInAtAdmin, useServerAndBrowser } from '@tripx/testing/e2e';
import { mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { bookAsAgent, confirmedPolicies, day, fillCard, purchase } from './support/purchase-flow';

/*
 * Issue 8 on the real server in Chromium: an agent books a policy in the staff app (or a traveller buys
 * one in the purchase app), a staff member finds it in the staff app, changes the return date and pays
 * the difference, adds a note, cancels with a refund, reinstates on a new card, resends the
 * confirmation and reads the financials; an own-policies agent cannot see it.
 */
const SHOTS = join(tmpdir(), 'tripx-e2e');

const e2e = useServerAndBrowser();
beforeAll(() => {
  mkdirSync(SHOTS, { recursive: true });
});

const LABELS = {
  en: {
    policyNumber: 'Policy number',
    search: 'Search',
    found: '1 policy found',
    none: '0 policies found',
    tab: {
      view: 'View',
      edit: 'Edit',
      delivery: 'Delivery',
      financials: 'Financials',
      notes: 'Notes',
      policies: 'Policies',
    },
    trip: 'Trip',
    returnDate: /^Return date/,
    reQuote: 'Re-quote',
    total: /^Total difference: \$\d/,
    token: 'Card on file',
    newCard: 'A new card',
    apply: 'Apply the changes',
    confirmCharge: /^Charge \$\d/,
    applied: 'The changes were applied.',
    newNote: /^New note/,
    addNote: 'Add the note',
    cancel: (n: string) => `Cancel ${n}`,
    preview: /^Refund if cancelled today: \$\d/,
    reason: /^Reason for the cancellation/,
    confirm: 'Cancel and refund',
    refunded: /refunded, status Refunded$/,
    close: 'Close',
    reinstate: (n: string) => `Reinstate ${n}`,
    receipt: 'Transactions made',
    reinstateConfirm: 'Reinstate',
    resend: 'Resend the confirmation',
    pdf: 'The confirmation (PDF)',
    resent: 'The confirmation was queued again.',
    charge: 'Charge',
    refund: 'Refund',
    active: 'Active',
    notFound: 'This policy does not exist or is outside what you may see.',
  },
  fr: {
    policyNumber: 'Numéro de police',
    search: 'Rechercher',
    found: '1 police trouvée',
    none: '0 polices trouvées',
    tab: {
      view: 'Consulter',
      edit: 'Modifier',
      delivery: 'Envois',
      financials: 'Transactions',
      notes: 'Notes',
      policies: 'Polices',
    },
    trip: 'Voyage',
    returnDate: /^Date de retour/,
    reQuote: 'Recalculer la prime',
    total: /^Écart total\s:\s\d/,
    token: 'Carte au dossier',
    newCard: 'Une nouvelle carte',
    apply: 'Appliquer les modifications',
    confirmCharge: /^Débiter \d/,
    applied: 'Les modifications ont été appliquées.',
    newNote: /^Nouvelle note/,
    addNote: 'Ajouter la note',
    cancel: (n: string) => `Annuler ${n}`,
    preview: /^Remboursement si annulée aujourd’hui\s:\s\d/,
    reason: /^Motif de l’annulation/,
    confirm: 'Annuler et rembourser',
    refunded: /remboursé, statut Remboursée$/,
    close: 'Fermer',
    reinstate: (n: string) => `Remettre en vigueur ${n}`,
    receipt: 'Transactions effectuées',
    reinstateConfirm: 'Remettre en vigueur',
    resend: 'Renvoyer la confirmation',
    pdf: 'La confirmation (PDF)',
    resent: 'La confirmation a été remise en file d’envoi.',
    charge: 'Paiement',
    refund: 'Remboursement',
    active: 'Active',
    notFound: 'Cette police n’existe pas ou ne fait pas partie de ce que vous pouvez voir.',
  },
} as const;

/** A consumer purchase in the purchase app: the policy number on the confirmation. */
const buyOne = async (lang: 'en' | 'fr'): Promise<string> => {
  const page = await e2e.browser.newPage();
  try {
    await purchase(page, e2e.baseUrl, { category: 'canadian', lang });
    const [policyNumber] = await confirmedPolicies(page);
    if (!policyNumber) throw new Error('no policy on the confirmation');
    return policyNumber;
  } finally {
    await page.close();
  }
};

const tab = async (page: Page, name: string) => {
  await page.getByRole('tab', { name, exact: true }).click();
  await page.waitForFunction(() => document.querySelector('[aria-busy="true"]') === null);
};

const toast = (page: Page, text: string | RegExp) =>
  page.getByRole('status').getByText(text).first().waitFor();

describe('staff maintain a policy in the staff app', () => {
  for (const lang of ['en', 'fr'] as const) {
    it(`an agent books; staff find, endorse with a charge, note, cancel with a refund, reinstate, resend (${lang})`, async () => {
      const L = LABELS[lang];
      const policyNumber = await bookAsAgent(e2e, lang);
      const page = await e2e.signedIn('admin', lang);
      try {
        await page.goto(`${e2e.baseUrl}/admin/policy?lang=${lang}`);
        await page.getByLabel(L.policyNumber, { exact: true }).fill(policyNumber);
        await page.getByRole('button', { name: L.search, exact: true }).click();
        await page.getByText(L.found).waitFor();
        await page.getByRole('link', { name: policyNumber }).click();
        await page.waitForURL(new RegExp(`/admin/policy/endorsement/${policyNumber}/policies`));

        await tab(page, L.tab.view);
        await page.getByRole('button', { name: L.trip, exact: true }).waitFor();
        expect(await page.getByText(day(34), { exact: true }).count()).toBeGreaterThan(0);

        // Edit: a return date three days later, re-quoted with the policy's rates, charged on the card on file.
        await tab(page, L.tab.edit);
        const end = page.getByRole('textbox', { name: L.returnDate });
        await end.fill(day(37));
        await page.getByRole('button', { name: L.reQuote, exact: true }).click();
        await page.getByText(L.total).waitFor();
        expect(await page.getByRole('radio', { name: L.token }).isChecked()).toBe(true);
        await page.getByRole('button', { name: L.apply }).click();
        await page.getByRole('dialog').getByRole('button', { name: L.confirmCharge }).click();
        await toast(page, L.applied);

        await tab(page, L.tab.notes);
        await page.getByRole('textbox', { name: L.newNote }).fill('Client asked for three more days');
        await page.getByRole('button', { name: L.addNote }).click();
        await page.getByText('Client asked for three more days').waitFor();

        // Cancel before the trip: the preview and the refund are the whole premium paid.
        await tab(page, L.tab.policies);
        await page.getByRole('button', { name: L.cancel(policyNumber) }).click();
        const dialog = page.getByRole('dialog');
        await dialog.getByText(L.preview).waitFor();
        await dialog.getByRole('textbox', { name: L.reason }).fill('Trip cancelled');
        await dialog.getByRole('button', { name: L.confirm }).click();
        await dialog.getByText(L.refunded).waitFor();
        await dialog.getByRole('button', { name: L.close, exact: true }).last().click();
        await page.getByRole('button', { name: L.reinstate(policyNumber) }).click();
        // Reinstated on a new card, typed in the payment provider's frame inside the modal.
        const reinstating = page.getByRole('dialog');
        expect(await reinstating.getByRole('radio', { name: L.token }).isChecked()).toBe(true);
        await reinstating.getByRole('radio', { name: L.newCard }).check();
        await fillCard(reinstating.frameLocator('iframe'), '5555555555554444');
        await reinstating.getByRole('button', { name: L.reinstateConfirm, exact: true }).click();
        // What was charged, in the modal (the toast behind it is hidden from the page's roles meanwhile).
        await reinstating.getByRole('list', { name: L.receipt }).getByText(/4444/).waitFor();
        await reinstating.getByRole('button', { name: L.close, exact: true }).last().click();
        await page.getByRole('button', { name: L.cancel(policyNumber) }).waitFor();

        await tab(page, L.tab.delivery);
        await page.getByRole('button', { name: L.resend }).click();
        await toast(page, L.resent);
        const pdfAt = await page.getByRole('link', { name: L.pdf }).getAttribute('href');
        const pdf = await page.request.get(`${e2e.baseUrl}${pdfAt ?? ''}`);
        expect(pdf.headers()['content-type']).toBe('application/pdf');

        await tab(page, L.tab.financials);
        const cells = (table: number) =>
          page
            .getByRole('table')
            .nth(table)
            .getByRole('row')
            .evaluateAll((rows) => rows.slice(1).map((r) => [...r.children].map((c) => c.textContent ?? '')));
        await page.getByRole('table').nth(1).getByRole('row').nth(1).waitFor();
        const types = (await cells(0)).map((r) => r[2]);
        // Purchase, endorsement difference, reinstatement: charges; the cancellation gave back from each charge.
        expect(types.filter((t) => t === L.charge)).toHaveLength(3);
        expect(types.filter((t) => t === L.refund).length).toBeGreaterThan(0);
        // The reinstatement's charge went to the new card, by its brand and last four.
        expect((await cells(0)).some((r) => r.join(' ').includes('4444'))).toBe(true);
        // Balance of the policy: active again, holding exactly its premium.
        const [[, status, premium, , , balance] = []] = await cells(1);
        expect(status).toBe(L.active);
        expect(balance).toBe(premium);
        // The toasts of the story off the table, for the screenshot.
        const dismiss = page.getByRole('status').getByRole('button');
        while ((await dismiss.count()) > 0) await dismiss.first().click();
        await page.screenshot({ path: join(SHOTS, `policies-financials-${lang}.png`), fullPage: true });
      } finally {
        await page.close();
      }
    });
  }

  it('two staff change the same return date: the stale second save is refused, the user chooses which to keep', async () => {
    const L = LABELS.en;
    const policyNumber = await buyOne('en');
    const first = await e2e.freshPage();
    const second = await e2e.browser.newPage();
    try {
      await signInAtAdmin(first, e2e.baseUrl, demoAccount('admin'), 'en');
      const editAt = `${e2e.baseUrl}/admin/policy/endorsement/${policyNumber}/edit?lang=en`;
      const reQuoted = async (page: Page, end: string) => {
        await page.goto(editAt);
        await page.getByRole('textbox', { name: L.returnDate }).fill(end);
        await page.getByRole('button', { name: L.reQuote, exact: true }).click();
        await page.getByText(L.total).waitFor();
      };
      await reQuoted(first, day(36));
      await reQuoted(second, day(38));
      await first.getByRole('button', { name: L.apply }).click();
      await first.getByRole('dialog').getByRole('button', { name: L.confirmCharge }).click();
      await toast(first, L.applied);
      await second.getByRole('button', { name: L.apply }).click();
      await second.getByRole('dialog').getByRole('button', { name: L.confirmCharge }).click();
      await second
        .getByRole('alert')
        .getByText(/^Someone else changed this policy meanwhile/)
        .first()
        .waitFor();
      // Both changed the return date: the first one's is kept until the second user chooses.
      const returnDate = second.getByRole('textbox', { name: L.returnDate });
      const yours = second.getByRole('radio', { name: `Yours: ${day(38)}` });
      await yours.waitFor();
      expect(await returnDate.inputValue()).toBe(day(36));
      await yours.check();
      expect(await returnDate.inputValue()).toBe(day(38));
      // Nothing of the second save was written: the policy has the first one's return date.
      await first.goto(`${e2e.baseUrl}/admin/policy/endorsement/${policyNumber}/view?lang=en`);
      await first.getByText(day(36), { exact: true }).first().waitFor();
      expect(await first.getByText(day(38), { exact: true }).count()).toBe(0);
    } finally {
      await first.close();
      await second.close();
    }
  });

  it('an agent who sees only their own sales cannot find or open this policy', async () => {
    const L = LABELS.en;
    const policyNumber = await buyOne('en');
    const page = await e2e.signedIn('agent.own', 'en');
    try {
      await page.goto(`${e2e.baseUrl}/admin/policy?lang=en`);
      await page.getByLabel(L.policyNumber, { exact: true }).fill(policyNumber);
      await page.getByRole('button', { name: L.search, exact: true }).click();
      await page.getByText(L.none).waitFor();
      await page.goto(`${e2e.baseUrl}/admin/policy/endorsement/${policyNumber}/policies?lang=en`);
      await page.getByRole('alert').getByText(L.notFound).waitFor();
      expect(await page.getByRole('button', { name: L.cancel(policyNumber) }).count()).toBe(0);
    } finally {
      await page.close();
    }
  });
});

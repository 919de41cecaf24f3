import { signInAtAdmin, useServerAndBrowser } from '@tripx/testing/e2e';
import ExcelJS from 'exceljs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { chooseFirstReferringAgent, confirmedPolicies, purchase } from './support/purchase-flow';

const e2e = useServerAndBrowser();

const open = async (page: Page, path: string, lang: 'en' | 'fr' = 'en') => {
  await page.goto(`${e2e.baseUrl}/admin${path}?lang=${lang}`);
  await page.locator('main h1').waitFor();
};
const choose = async (page: Page, label: string | RegExp, option: string | RegExp) => {
  await page.getByRole('combobox', { name: label, exact: typeof label === 'string' }).click();
  await page.getByRole('option', { name: option, exact: typeof option === 'string' }).click();
};
const fill = (page: Page, label: string, value: string) =>
  page.getByRole('textbox', { name: label, exact: true }).fill(value);
const toast = (page: Page, text: string) => page.getByRole('status').getByText(text).waitFor();

/** The API as the signed-in page calls it (same cookies, CSRF token). */
const api = async <T>(page: Page, path: string, body: unknown): Promise<T> => {
  const csrf = (await (await page.request.get(`${e2e.baseUrl}/csrf`)).json()) as { csrfToken: string };
  const r = await page.request.post(`${e2e.baseUrl}${path}`, {
    data: body,
    headers: { 'x-csrf-token': csrf.csrfToken },
  });
  expect(r.status()).toBe(200);
  return (await r.json()) as T;
};

const xlsxRows = async (path: string): Promise<string[][]> => {
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.readFile(path);
  const rows: string[][] = [];
  wb.worksheets[0]?.eachRow((row) =>
    rows.push((row.values as unknown[]).slice(1).map((v) => String(v ?? ''))),
  );
  return rows;
};

/** What an agent is told when they sell where they hold no licence (translations/errors/distribution). */
const LICENCE_MISSING = 'You hold no licence for the province of residence of this trip: you cannot sell it.';

describe('distribution administration in the staff app', () => {
  const licenceNumber = `E2E-${Date.now() % 1_000_000}`;

  it('an administrator registers an agent, gives a licence, edits it and exports the search', async () => {
    const page = await e2e.signedIn('admin');
    try {
      await open(page, '/users/register');
      await fill(page, 'Sign-in ID (email)', 'e2e.agent@example.com');
      await fill(page, 'First name', '  Zoé ');
      await fill(page, 'Last name', 'Tremblay');
      await fill(page, 'Email', 'e2e.agent@example.com');
      await fill(page, 'Organization code', 'MAPLE-TOR');
      await choose(page, 'Role', 'Travel Consultant - Own policies');
      await choose(page, 'Province', 'ON');
      await page.getByRole('checkbox', { name: 'ON', exact: true }).check();
      await page.getByRole('button', { name: 'Register an agent' }).click();
      await toast(page, 'The agent is registered.');
      await page.waitForURL(/\/admin\/users\/prf-/);
      await expect
        .poll(() => page.getByRole('textbox', { name: 'First name', exact: true }).inputValue())
        .toBe('Zoé');
      const profileRef = decodeURIComponent(new URL(page.url()).pathname.split('/').pop() ?? '');

      // The agent appears in the listing, found by name.
      await open(page, '/users');
      await fill(page, 'First name', 'Zoé');
      await page.getByRole('button', { name: 'Search' }).click();
      await page.getByRole('button', { name: 'Zoé Tremblay' }).waitFor();
      await expect(
        page.getByRole('row').filter({ hasText: 'Zoé Tremblay' }).textContent(),
      ).resolves.toContain('New');

      // A licence for the agent, from the profile.
      await page.getByRole('button', { name: 'Zoé Tremblay' }).click();
      await page.getByRole('button', { name: 'Add a licence' }).click();
      await page.waitForURL(/\/admin\/licensing\/add/);
      await expect(page.getByRole('textbox', { name: 'Agent profile reference' }).inputValue()).resolves.toBe(
        profileRef,
      );
      await fill(page, 'Licence name', 'Zoé Tremblay');
      await fill(page, 'Licence number', licenceNumber);
      await fill(page, 'Expiry date', '2099-12-31');
      await choose(page, 'Licensed province', 'ON');
      await choose(page, 'Licence status', 'Authorized');
      await page.getByRole('button', { name: 'Add a licence' }).click();
      await toast(page, 'The licence is saved.');

      // Found in the licence search with its status; then edited to Renewal Pending.
      await open(page, '/licensing');
      await fill(page, 'Licence number', licenceNumber);
      await page.getByRole('button', { name: 'Search' }).click();
      const row = page.getByRole('row').filter({ hasText: licenceNumber });
      await expect(row.locator('td[data-status]').textContent()).resolves.toBe('Authorized');
      await row.getByRole('button', { name: `Edit licence ${licenceNumber}` }).click();
      await page.waitForURL(/editLicense/);
      await choose(page, 'Licence status', 'Renewal Pending');
      await page.getByRole('button', { name: 'Save licence' }).click();
      await toast(page, 'The licence is saved.');
      await page.getByRole('button', { name: 'Back to licences' }).click();
      await page.getByRole('button', { name: 'Search' }).click();
      await expect.poll(() => row.locator('td[data-status]').textContent()).toBe('Renewal Pending');

      // The export of the whole search (every Ontario licence) opens with exceljs and matches it.
      await fill(page, 'Licence number', '');
      await choose(page, 'Licensed province', 'ON');
      await page.getByRole('button', { name: 'Search' }).click();
      const found = await api<{ total: number; licenses: { licenseNumber: string }[] }>(
        page,
        '/api/distribution/licenses/search?limit=100',
        { licensedProvince: 'ON' },
      );
      await page.getByRole('caption').getByText(`Licences found: ${found.total}`).waitFor();
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('button', { name: 'Export to Excel (XLSX)' }).click(),
      ]);
      expect(download.suggestedFilename()).toBe('licences.xlsx');
      const rows = await xlsxRows(await download.path());
      expect(rows).toHaveLength(found.total + 1);
      const numbers = rows
        .slice(1)
        .map((r) => r.find((c) => found.licenses.some((l) => l.licenseNumber === c)));
      expect(new Set(numbers)).toEqual(new Set(found.licenses.map((l) => l.licenseNumber)));
      expect(rows.flat()).toContain(licenceNumber);
    } finally {
      await page.close();
    }
  });

  it('a user administrator registers an agent with an Ontario licence; the agent books in Ontario only', async () => {
    const signInId = `e2e.seller.${Date.now() % 1_000_000}@example.com`;
    const admin = await e2e.signedIn('user.admin');
    try {
      await open(admin, '/users/register');
      await fill(admin, 'Sign-in ID (email)', signInId);
      await fill(admin, 'First name', 'Olivia');
      await fill(admin, 'Last name', 'Brant');
      await fill(admin, 'Email', signInId);
      await fill(admin, 'Organization code', 'MAPLE');
      await choose(admin, 'Role', 'Travel Consultant - Agency policies');
      await choose(admin, 'Province', 'ON');
      await admin.getByRole('checkbox', { name: 'ON', exact: true }).check();
      await admin.getByRole('button', { name: 'Register an agent' }).click();
      await toast(admin, 'The agent is registered.');
      await admin.waitForURL(/\/admin\/users\/prf-/);
      await admin.getByRole('button', { name: 'Add a licence' }).click();
      await admin.waitForURL(/\/admin\/licensing\/add/);
      await fill(admin, 'Licence name', 'Olivia Brant');
      await fill(admin, 'Licence number', `ON-${signInId}`);
      await fill(admin, 'Expiry date', '2099-12-31');
      await choose(admin, 'Licensed province', 'ON');
      // A partner files the licence; only insurer staff authorize it (issue #15).
      await choose(admin, 'Licence status', 'In Progress');
      await admin.getByRole('button', { name: 'Add a licence' }).click();
      await toast(admin, 'The licence is saved.');
    } finally {
      await admin.close();
    }
    const staff = await e2e.signedIn('admin');
    try {
      await open(staff, '/licensing');
      await fill(staff, 'Licence number', `ON-${signInId}`);
      await staff.getByRole('button', { name: 'Search' }).click();
      const row = staff.getByRole('row').filter({ hasText: `ON-${signInId}` });
      await row.getByRole('button', { name: `Edit licence ON-${signInId}` }).click();
      await staff.waitForURL(/editLicense/);
      await choose(staff, 'Licence status', 'Authorized');
      await staff.getByRole('button', { name: 'Save licence' }).click();
      await toast(staff, 'The licence is saved.');
    } finally {
      await staff.close();
    }

    // The new agent signs in with the built-in provider and books.
    const agent = await e2e.freshPage();
    try {
      await signInAtAdmin(
        agent,
        e2e.baseUrl,
        { code: signInId, role: 'Consultant_Agency', userType: 'CIAM_ID' },
        'en',
      );
      // Québec: no licence there, so the quote is refused with the licence message and nothing is priced.
      await purchase(agent, e2e.baseUrl, {
        category: 'canadian',
        lang: 'en',
        app: 'staff',
        until: 'plans',
      });
      await agent.getByRole('alert').getByText(LICENCE_MISSING).waitFor();
      // The plans are described, but none has a price to select.
      await agent.getByRole('article').first().waitFor();
      const selectable = agent.getByRole('button', { name: /^Select / }).and(agent.locator(':enabled'));
      expect(await selectable.count()).toBe(0);
      // Ontario, where the licence is, in a new booking (a fresh tab: the refused one stays in its
      // session): it goes through to its confirmation.
      await agent.evaluate(() => sessionStorage.clear());
      await purchase(agent, e2e.baseUrl, {
        category: 'canadian',
        lang: 'en',
        app: 'staff',
        province: 'ON',
        staffChoices: async (p) => void (await chooseFirstReferringAgent(p)),
      });
      const [policyNumber] = await confirmedPolicies(agent);
      expect(policyNumber).toMatch(/^TX\d+$/);
    } finally {
      await agent.close();
    }
  });

  it('an administrator edits maintenance content: saved sanitized, shown again on reload', async () => {
    const page = await e2e.signedIn('admin');
    const editorValue = () => page.getByRole('textbox', { name: 'Content (HTML)' }).inputValue();
    try {
      await open(page, '/maintenance');
      await choose(page, 'Organization', /\(MAPLE\)/);
      await expect.poll(editorValue).toContain('Maple');
      await page
        .getByRole('textbox', { name: 'Content (HTML)' })
        .fill('<p>Summer <b>sale</b></p><script>alert(1)</script>');
      await page.getByRole('button', { name: 'Save content' }).click();
      await toast(page, 'The content is saved. The purchase app shows it now.');
      await expect(editorValue()).resolves.toBe('<p>Summer <b>sale</b></p>');
      await open(page, '/maintenance');
      await choose(page, 'Organization', /\(MAPLE\)/);
      await expect.poll(editorValue).toBe('<p>Summer <b>sale</b></p>');
      // The purchase app's content call gives the new banner at once (same server, no restart).
      const shown = await api<{ contract: { content: Record<string, string> } }>(
        page,
        '/api/distribution/content',
        { lang: 'en', organizationCode: 'MAPLE' },
      );
      expect(shown.contract.content['banner']).toBe('<p>Summer <b>sale</b></p>');
    } finally {
      await page.close();
    }
  });

  it('a report for the agency with its children totals the policies sold (table, chart, totals)', async () => {
    const page = await e2e.signedIn('admin');
    try {
      await open(page, '/reports');
      await choose(page, 'Organization', /\(MAPLE\)/);
      await fill(page, 'From', '2000-01-01');
      await fill(page, 'To', '2100-01-01');
      await page.getByRole('button', { name: 'Show report' }).click();
      const expected = await api<{ totals: { policies: number }; activity: unknown[] }>(
        page,
        '/api/distribution/reports',
        {
          report: 'SalesActivity',
          level: 'agency',
          organizationCode: 'MAPLE',
          includeChildOrganizations: true,
          from: '2000-01-01',
          to: '2100-01-01',
        },
      );
      expect(expected.totals.policies).toBeGreaterThan(0);
      await expect(page.locator('dd[data-total="policies"]').textContent()).resolves.toBe(
        String(expected.totals.policies),
      );
      await expect(
        page.getByRole('img', { name: 'Policies sold per day' }).locator('rect').count(),
      ).resolves.toBeGreaterThan(0);
      await expect(page.locator('table.dst-table tbody tr').count()).resolves.toBe(expected.activity.length);
      await page.screenshot({ path: join(tmpdir(), 'tripx-e2e', 'report-en.png'), fullPage: true });
    } finally {
      await page.close();
    }
  });

  it('external links: a domain off the allowed list is refused with its message; an allowed one is listed', async () => {
    const page = await e2e.signedIn('admin');
    try {
      await open(page, '/external');
      const hint = page.getByText(/^Allowed websites: /);
      await expect.poll(() => hint.textContent()).toMatch(/: \S/);
      const domain = (await hint.textContent())?.replace('Allowed websites: ', '').split(', ')[0] ?? '';
      await fill(page, 'Link text in English', 'Claims');
      await fill(page, 'Link text in French', 'Réclamations');
      await fill(page, 'Web address', 'https://not-allowed.example.org/claims');
      await page.getByRole('button', { name: 'Add a link' }).click();
      await page.getByText('Links to this website are not allowed.', { exact: false }).waitFor();
      await fill(page, 'Web address', `https://${domain}/claims`);
      await page.getByRole('button', { name: 'Add a link' }).click();
      await toast(page, 'The link is saved.');
      await page.getByRole('link', { name: 'Claims' }).waitFor();
    } finally {
      await page.close();
    }
  });

  it('a viewer reads licences and profiles but cannot edit; maintenance is refused', async () => {
    const page = await e2e.signedIn('staff.viewer');
    try {
      await open(page, '/licensing');
      await page.getByRole('button', { name: 'Search' }).click();
      await page.locator('td[data-status]').first().waitFor();
      await expect(page.getByRole('button', { name: /^Edit licence/ }).count()).resolves.toBe(0);
      await expect(page.getByRole('button', { name: 'Add a licence' }).count()).resolves.toBe(0);
      await open(page, '/users/prf-agent-own');
      await expect
        .poll(() => page.getByRole('textbox', { name: 'First name', exact: true }).inputValue())
        .toBe('Priya');
      await expect(page.getByRole('textbox', { name: 'First name', exact: true }).isDisabled()).resolves.toBe(
        true,
      );
      await expect(page.getByRole('button', { name: 'Save profile' }).count()).resolves.toBe(0);
      // users-internal: the LAN_ID directory, for a staff user.
      await open(page, '/users');
      await page.getByRole('tab', { name: 'Internal users' }).click();
      await page.getByRole('button', { name: 'Sam Gagnon', exact: true }).waitFor();
      await expect(page.getByRole('button', { name: 'Priya Singh', exact: true }).count()).resolves.toBe(0);
      await page.goto(`${e2e.baseUrl}/admin/maintenance?lang=en`);
      await page.waitForURL((u) => u.pathname !== '/admin/maintenance');
    } finally {
      await page.close();
    }
  });

  it('French labels on the licence and report screens', async () => {
    const page = await e2e.signedIn('admin', 'fr');
    try {
      await open(page, '/licensing', 'fr');
      await page.getByRole('button', { name: 'Rechercher' }).waitFor();
      await page.getByRole('button', { name: 'Exporter vers Excel (XLSX)' }).waitFor();
      await page.getByRole('combobox', { name: 'Statut du permis' }).waitFor();
      await open(page, '/reports', 'fr');
      await page.getByRole('button', { name: 'Afficher le rapport' }).waitFor();
      await page.getByRole('switch', { name: 'Inclure les organisations enfants' }).waitFor();
    } finally {
      await page.close();
    }
  });
});

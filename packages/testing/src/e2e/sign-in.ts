import type { Page } from 'playwright-core';

export interface DemoAccount {
  readonly code: string;
  readonly role: string;
  readonly userType: 'LAN_ID' | 'CIAM_ID';
}

/** The demo accounts of the README (password `demo`). */
export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  { code: 'admin', role: 'Staff_Admin', userType: 'LAN_ID' },
  { code: 'staff.viewer', role: 'Staff_Viewer', userType: 'LAN_ID' },
  { code: 'agency.admin', role: 'Administrator_Full', userType: 'CIAM_ID' },
  { code: 'agency.lite', role: 'Administrator_Lite', userType: 'CIAM_ID' },
  { code: 'agent.agency', role: 'Consultant_Agency', userType: 'CIAM_ID' },
  { code: 'agent.own', role: 'Consultant_Own', userType: 'CIAM_ID' },
  { code: 'agency.viewer', role: 'View_Only', userType: 'CIAM_ID' },
  { code: 'user.admin', role: 'Administrator_User', userType: 'CIAM_ID' },
];

/** The demo account with this code. */
export const demoAccount = (code: string): DemoAccount => {
  const account = DEMO_ACCOUNTS.find((a) => a.code === code);
  if (!account) throw new Error(`no demo account ${code}`);
  return account;
};

/**
 * Signs in at /admin/ as a person would: staff through the SSO button, agents through the
 * sign-in link of the top navigation; then the built-in provider's page.
 */
export const signInAtAdmin = async (page: Page, baseUrl: string, account: DemoAccount, lang: 'en' | 'fr') => {
  await page.goto(`${baseUrl}/admin/?lang=${lang}`);
  if (account.userType === 'LAN_ID') await page.locator('.adm-sso a').click();
  else await page.locator('.adm-top a[href^="/ciam"]').click();
  await page.waitForURL(/\/oidc\/interaction\//);
  await page.fill('#username', account.code);
  await page.fill('#password', 'demo');
  await page.locator('form button[type="submit"]').click();
  await page.waitForURL(new RegExp(`/admin/.*lang=${lang}`));
  await page.locator('.adm-profile').waitFor();
};

export const sideMenuIds = (page: Page): Promise<string[]> =>
  page
    .locator('nav.adm-side a[data-entry]')
    .evaluateAll((links) => links.map((a) => a.getAttribute('data-entry') ?? ''));

import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { launchChromium } from './browser';
import { startServer, type E2eServer } from './server';
import { demoAccount, signInAtAdmin, type DemoAccount } from './sign-in';

export interface ServerAndBrowser {
  readonly baseUrl: string;
  /** One Chromium profile for the whole file. */
  readonly browser: BrowserContext;
  /** A new page with nobody signed in (the profile's cookies cleared first). */
  freshPage(): Promise<Page>;
  /** A new page signed in at /admin/ as a demo account (by code) or any account of the provider. */
  signedIn(account: string | DemoAccount, lang?: 'en' | 'fr'): Promise<Page>;
}

/**
 * The real server and Chromium for one e2e file: started before its tests, stopped after them.
 * `bypassCSP` only where the file injects axe into the pages.
 */
export const useServerAndBrowser = (
  options: {
    readonly env?: Readonly<Record<string, string>>;
    readonly bypassCSP?: boolean;
    readonly locale?: string;
  } = {},
): ServerAndBrowser => {
  let server: E2eServer | undefined;
  let browser: BrowserContext | undefined;
  beforeAll(async () => {
    server = await startServer(options.env);
    browser = await launchChromium({
      ...(options.bypassCSP ? { bypassCSP: true } : {}),
      ...(options.locale ? { locale: options.locale } : {}),
    });
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });
  const started = () => {
    if (!server || !browser) throw new Error('the server and browser start in beforeAll');
    return { server, browser };
  };
  const freshPage = async () => {
    await started().browser.clearCookies();
    return started().browser.newPage();
  };
  return {
    get baseUrl() {
      return started().server.baseUrl;
    },
    get browser() {
      return started().browser;
    },
    freshPage,
    signedIn: async (account, lang = 'en') => {
      const page = await freshPage();
      await signInAtAdmin(
        page,
        started().server.baseUrl,
        typeof account === 'string' ? demoAccount(account) : account,
        lang,
      );
      return page;
    },
  };
};

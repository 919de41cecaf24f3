import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Browser, type BrowserContext } from 'playwright-core';

export const CHROMIUM = '/usr/bin/chromium';

const ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/**
 * Debian's Chromium, headless, with a fresh profile each time (no state between tests), removed by
 * the context's close; `bypassCSP` only where a suite injects axe into the pages.
 */
export const launchChromium = async (
  /** `locale`: the browser's language (navigator.language, Accept-Language), e.g. fr-CA. */
  options: { readonly bypassCSP?: boolean; readonly locale?: string } = {},
): Promise<BrowserContext> => {
  const profile = mkdtempSync(join(tmpdir(), 'tripx-chromium-'));
  const context = await chromium.launchPersistentContext(profile, {
    ...options,
    executablePath: CHROMIUM,
    headless: true,
    args: [...ARGS, '--no-first-run'],
  });
  // Once Chromium has exited (its 'close' event comes earlier, and Chromium writes the profile again).
  const close = context.close.bind(context);
  context.close = async (closing) => {
    await close(closing);
    rmSync(profile, { recursive: true, force: true, maxRetries: 3 });
  };
  return context;
};

/** Debian's Chromium, headless, for suites that open a fresh context (profile) per test. */
export const launchChromiumBrowser = (): Promise<Browser> =>
  chromium.launch({ executablePath: CHROMIUM, args: ARGS });

export type { Browser, BrowserContext, Page } from 'playwright-core';

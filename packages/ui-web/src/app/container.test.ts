import { HttpClient } from '@tripx/adapters-http/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createMemoryRouter, type DataRouter } from 'react-router-dom';
import { fixedClock, memoryStorage } from '@tripx/ui-flow';
import { TODAY } from '@tripx/ui-flow/test-support';
import { settled } from '../test-support/app-at';
import { buildContainer, storesOf } from './container';
import { TOKENS } from './app.tokens';

const env = () => ({
  window,
  clock: fixedClock(TODAY),
  createRouter: (routes: Parameters<typeof createMemoryRouter>[0]) =>
    createMemoryRouter(routes, { initialEntries: ['/obtenir-une-soumission?refCode=MAPLE'] }),
  storage: memoryStorage(),
});

afterEach(() => vi.unstubAllGlobals());

describe('the purchase app’s container', () => {
  it('composes the stores once over the page, the HTTP services and the stores modules, and the router over them', async () => {
    // Offline: the router's first page asks for a CSRF token and labels, which fail as a network would.
    vi.stubGlobal('fetch', () => Promise.reject(new TypeError('offline')));
    const c = buildContainer(env());
    const stores = storesOf(c);
    expect(storesOf(c)).toBe(stores);
    expect(stores.page).toBe(c.get(TOKENS.page));
    expect(stores.clock.today()).toBe(TODAY);
    for (const token of [TOKENS.sessionService, TOKENS.contentService, TOKENS.locationService])
      expect(c.get(token)).toBeDefined();
    expect(c.get(TOKENS.http)).toBeInstanceOf(HttpClient);
    // The router writes the address's language and reference code into the page store.
    const router = c.get<DataRouter>(TOKENS.router);
    expect(router).toBe(c.get(TOKENS.router));
    await settled(router);
    expect(stores.page.lang).toBe('fr');
    expect(stores.page.refCode).toBe('MAPLE');
    router.dispose();
  });
});

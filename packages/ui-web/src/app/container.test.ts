import axios from 'axios';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fixedClock, memoryStorage } from '@tripx/ui-flow';
import { TODAY } from '@tripx/ui-flow/test-support';
import { memoryHistory } from '../platform/history';
import { buildContainer, storesOf } from './container';
import { TOKENS } from './app.tokens';

const env = () => ({
  window,
  clock: fixedClock(TODAY),
  history: memoryHistory('/obtenir-une-soumission/infos-voyage?lang=fr&refCode=MAPLE'),
  storage: memoryStorage(),
});

afterEach(() => vi.restoreAllMocks());

describe('the purchase app’s container', () => {
  it('composes the stores once over the page, the HTTP services and the stores modules', () => {
    const create = vi.spyOn(axios, 'create');
    const c = buildContainer(env());
    const stores = storesOf(c);
    expect(storesOf(c)).toBe(stores);
    expect(stores.router).toBe(c.get(TOKENS.router));
    stores.router.start();
    expect(stores.router.lang).toBe('fr');
    expect(stores.clock.today()).toBe(TODAY);
    for (const token of [TOKENS.sessionService, TOKENS.contentService, TOKENS.locationService])
      expect(c.get(token)).toBeDefined();
    expect(create).toHaveBeenCalledTimes(1);
  });
});

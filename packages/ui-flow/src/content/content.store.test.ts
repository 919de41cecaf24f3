import type { ContentService, ContentViewResponse } from '@tripx/application';
import { organizationDisplay } from '@tripx/domain';
import { describe, expect, it } from 'vitest';
import { ContentStore } from './content.store';

const answer = (category: string, logoFile: string | null): ContentViewResponse => ({
  organization: {
    code: 'MAPLE',
    organizationName: 'Maple Travel Group',
    organizationNameInFrench: 'Groupe Voyages Érable',
    salesChannel: 'b2b',
    category,
    language: 'en',
    whiteLabel: null,
    contacts: [],
    display: organizationDisplay({ category, logoFile }),
  },
  contract: { content: {}, contentRoot: null, whiteLabelRoot: null },
  lang: 'fr',
  salesChannel: 'b2b',
});

const loaded = async (content: ContentViewResponse) => {
  const service: ContentService = { content: async () => ({ ok: true, value: content }) };
  const store = new ContentStore(service);
  await store.load('fr', 'MAPLE');
  return store;
};

describe('ContentStore: the organization’s face as the server decided it (issue 16 item 10)', () => {
  it('an agency answered by its reference code: its logo, its French name, premiums with their basis', async () => {
    const store = await loaded(answer('AGENCY', 'maple-travel.svg'));
    expect(store.logoUrl).toBe('/static/logos/maple-travel.svg');
    expect(store.organizationName).toBe('Groupe Voyages Érable');
    expect(store.premiumDisplay).toBe('coverageOrTripCost');
  });

  it('the direct channel: no logo even with a file, the premium alone; nothing decided before the answer', async () => {
    const store = await loaded(answer('DIRECT', 'cm.svg'));
    expect(store.logoUrl).toBeUndefined();
    expect(store.premiumDisplay).toBe('premium');
    const waiting = new ContentStore({ content: () => new Promise(() => undefined) });
    void waiting.load('en', undefined);
    expect(waiting.premiumDisplay).toBe('premium');
    expect(waiting.logoUrl).toBeUndefined();
  });
});

import type { ContentService, ContentViewResponse } from '@tripx/application';
import { organizationDisplay } from '@tripx/domain';
import { memoryStorage } from '@tripx/ui-flow';
import { describe, expect, it, vi } from 'vitest';
import { appAt } from '../test-support/app-at';
import { flowViewOf } from './flow-view';

/** The server's content answer for an organization of `category` that has a logo. */
const contentOf = (code: string, category: string): ContentViewResponse => ({
  organization: {
    code,
    organizationName: `${code} en`,
    organizationNameInFrench: `${code} fr`,
    salesChannel: 'b2b',
    category,
    language: 'en',
    whiteLabel: null,
    contacts: [],
    display: organizationDisplay({ category, logoFile: `${code.toLowerCase()}.svg` }),
  },
  contract: { content: {}, contentRoot: null, whiteLabelRoot: null },
  lang: 'fr',
  salesChannel: 'b2b',
});

/** The server's answer (it resolves the reference code, sent as the url-ref-code header by the client). */
const answering = (content: ContentViewResponse): ContentService => ({
  content: async () => ({ ok: true, value: content }),
});

/** The purchase app at `url`, once the server's content answer is in. */
const shownAt = async (url: string, content: ContentViewResponse) => {
  const { stores } = await appAt(url, memoryStorage(), { content: answering(content) });
  await vi.waitFor(() => expect(stores.content.state).toBe('fetched'));
  return stores;
};

describe('the purchase app shows the organization’s face (spec 6, issue 16 item 10)', () => {
  it('an agency’s buyers (by its reference code) see its logo and premiums with their coverage or trip cost', async () => {
    const stores = await shownAt(
      '/obtenir-une-soumission?lang=fr&refCode=MAPLE',
      contentOf('MAPLE', 'AGENCY'),
    );
    expect(stores.page.refCode).toBe('MAPLE');
    expect(stores.content.logoUrl).toBe('/static/logos/maple.svg');
    expect(flowViewOf(stores).premiumDisplay).toBe('coverageOrTripCost');
  });

  it('the insurer’s direct buyers see no logo and the premium alone', async () => {
    const stores = await shownAt('/get-a-quote?lang=en', contentOf('CM', 'DIRECT'));
    expect(stores.content.logoUrl).toBeUndefined();
    expect(flowViewOf(stores).premiumDisplay).toBe('premium');
  });
});

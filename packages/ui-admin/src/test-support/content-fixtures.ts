import type { ContentRequestInput, ContentService, ContentViewResponse } from '@tripx/application';
import { organizationDisplay, type Language } from '@tripx/domain';

interface OrganizationFixture {
  readonly code: string;
  readonly names: readonly [en: string, fr: string];
  readonly category: string;
  readonly salesChannel: 'b2b' | 'b2c';
  readonly logoFile: string;
  readonly content?: Readonly<Record<string, string>>;
}

/** The content the server answers for an organization, in the language asked. */
export const contentViewOf = (o: OrganizationFixture, lang: Language = 'en'): ContentViewResponse => ({
  organization: {
    code: o.code,
    organizationName: o.names[0],
    organizationNameInFrench: o.names[1],
    salesChannel: o.salesChannel,
    category: o.category,
    language: 'en',
    whiteLabel: null,
    contacts: [],
    display: organizationDisplay({ category: o.category, logoFile: o.logoFile }),
  },
  contract: { content: o.content ?? {}, contentRoot: null, whiteLabelRoot: null },
  lang,
  salesChannel: o.salesChannel,
});

/** A content service answering `answer`, with the requests it was sent. */
export const recordingContentService = (answer: (input: ContentRequestInput) => ContentViewResponse) => {
  const asked: ContentRequestInput[] = [];
  const service: ContentService = {
    content: async (input) => {
      asked.push(input);
      return { ok: true, value: answer(input) };
    },
  };
  return { service, asked };
};

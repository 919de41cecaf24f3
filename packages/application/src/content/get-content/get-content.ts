import type { Language, SalesChannel } from '@tripx/domain';
import type { Organization, OrganizationRepository } from '../organization.repository.port';
import { resolveOrganization, type OrganizationHint } from '../resolve-organization/resolve-organization';

export interface ContentView {
  readonly organization: {
    readonly code: string;
    readonly organizationName: string;
    readonly organizationNameInFrench: string;
    readonly salesChannel: SalesChannel;
    readonly category: string;
    readonly language: Language;
    readonly whiteLabel: { readonly referenceId: string; readonly logoFile: string | null } | null;
    readonly contacts: readonly { readonly contactType: string }[];
  };
  readonly contract: {
    readonly content: Readonly<Record<string, string>>;
    readonly contentRoot: string | null;
    readonly whiteLabelRoot: string | null;
  };
  readonly lang: Language;
  readonly salesChannel: SalesChannel;
}

export const toContentView = (
  org: Organization,
  lang: Language,
  salesChannel?: SalesChannel,
): ContentView => ({
  organization: {
    code: org.code,
    organizationName: org.nameEn,
    organizationNameInFrench: org.nameFr,
    salesChannel: org.salesChannel,
    category: org.category,
    language: org.language,
    whiteLabel: org.whiteLabel,
    contacts: org.contacts,
  },
  contract: { content: org.content[lang], contentRoot: org.contentRoot, whiteLabelRoot: org.whiteLabelRoot },
  lang,
  salesChannel: salesChannel ?? org.salesChannel,
});

export type GetContentResult =
  { readonly ok: true; readonly value: ContentView } | { readonly ok: false; readonly code: 'notFound' };

/** Content of spec 7.2 (banner, footer, navigation, consents…) for an organization and language. */
export const getContent = async (
  repo: OrganizationRepository,
  input: { readonly lang: Language; readonly salesChannel?: SalesChannel; readonly hint: OrganizationHint },
): Promise<GetContentResult> => {
  const org = await resolveOrganization(repo, input.hint);
  return org
    ? { ok: true, value: toContentView(org, input.lang, input.salesChannel) }
    : { ok: false, code: 'notFound' };
};

import 'reflect-metadata';
import {
  organizationDisplay,
  type Language,
  type OrganizationDisplay,
  type SalesChannel,
} from '@tripx/domain';
import { Effect } from 'effect';
import { inject, injectable } from 'inversify';
import type { OrganizationNotFound } from '../content.errors';
import { CONTENT_TOKENS } from '../content.tokens';
import type { Organization, OrganizationRepository } from '../organization.repository.port';
import { organizationOf, type OrganizationHint } from '../resolve-organization/resolve-organization';

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
    /** The category's logo and premium display, decided here for both apps (spec 3, 6). */
    readonly display: OrganizationDisplay;
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
    display: organizationDisplay(org),
  },
  contract: { content: org.content[lang], contentRoot: org.contentRoot, whiteLabelRoot: org.whiteLabelRoot },
  lang,
  salesChannel: salesChannel ?? org.salesChannel,
});

export interface ContentQuery {
  readonly lang: Language;
  readonly salesChannel?: SalesChannel;
  readonly hint: OrganizationHint;
}

/** Content of spec 7.2 (banner, footer, navigation, consents…) for an organization and language. */
export const getContent = (
  repo: OrganizationRepository,
  input: ContentQuery,
): Effect.Effect<ContentView, OrganizationNotFound> =>
  Effect.map(organizationOf(repo, input.hint), (org) => toContentView(org, input.lang, input.salesChannel));

@injectable()
export class GetContentUseCase {
  constructor(@inject(CONTENT_TOKENS.Organizations) private readonly organizations: OrganizationRepository) {}

  execute(input: ContentQuery): Effect.Effect<ContentView, OrganizationNotFound> {
    return getContent(this.organizations, input);
  }
}

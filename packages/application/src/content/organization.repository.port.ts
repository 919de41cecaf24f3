import type { Language, SalesChannel } from '@tripx/domain';

export interface Organization {
  readonly code: string;
  readonly parentCode: string | null;
  readonly nameEn: string;
  readonly nameFr: string;
  readonly salesChannel: SalesChannel;
  readonly language: Language;
  readonly category: string;
  readonly isDefault: boolean;
  readonly whiteLabel: { readonly referenceId: string; readonly logoFile: string | null } | null;
  /** The organization's logo (a file of the server's logo folder), white label or not. */
  readonly logoFile: string | null;
  readonly contentRoot: string | null;
  readonly whiteLabelRoot: string | null;
  /** Contract content (banner, footer, sideNav, …) per language. */
  readonly content: Readonly<Record<Language, Readonly<Record<string, string>>>>;
  readonly contacts: readonly { readonly contactType: string }[];
}

export interface OrganizationRepository {
  findByCode(code: string): Promise<Organization | undefined>;
  findByReferenceId(referenceId: string): Promise<Organization | undefined>;
  findDefault(): Promise<Organization | undefined>;
}

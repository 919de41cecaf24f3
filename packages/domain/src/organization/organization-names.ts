import type { Language } from '../shared/enums';
import { DEFAULT_ORGANIZATION_CODE } from '../shared/limits';

/** The part of an organization (spec 3) that lists and switchers show. */
export interface NamedOrganization {
  readonly code: string;
  readonly organizationName: string;
  readonly organizationNameInFrench?: string | null;
}

/** The French name in French when there is one, otherwise the English name (spec 9). */
export const organizationDisplayName = (org: NamedOrganization, lang: Language): string => {
  const french = org.organizationNameInFrench?.trim();
  return lang === 'fr' && french ? french : org.organizationName;
};

/** Compares two organizations by their shown name in the language's collation; the code breaks ties. */
export const compareOrganizations =
  (lang: Language) =>
  (a: NamedOrganization, b: NamedOrganization): number =>
    organizationDisplayName(a, lang).localeCompare(organizationDisplayName(b, lang), lang) ||
    (a.code < b.code ? -1 : a.code > b.code ? 1 : 0);

/** A sorted copy, by the name shown in `lang` (spec 9: "organization names sorted by locale"). */
export const sortOrganizationsByName = <T extends NamedOrganization>(
  orgs: readonly T[],
  lang: Language,
): T[] => [...orgs].sort(compareOrganizations(lang));

export interface OrganizationMembership {
  readonly organizationCode: string;
  readonly default?: boolean | null;
}

/**
 * The organization a user starts in: the one flagged default, else the first listed, else the cover-me
 * brand CM (spec 1). Codes are trimmed; blank ones are skipped.
 */
export const pickDefaultOrganization = (memberships: readonly OrganizationMembership[]): string => {
  const usable = memberships.filter(
    (m) => typeof m.organizationCode === 'string' && m.organizationCode.trim() !== '',
  );
  const chosen = usable.find((m) => m.default === true) ?? usable[0];
  return chosen ? chosen.organizationCode.trim() : DEFAULT_ORGANIZATION_CODE;
};

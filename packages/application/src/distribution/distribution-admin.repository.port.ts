import type {
  AgentProfileCreatePayload,
  AgentProfileUpdatePayload,
  CalendarDate,
  LicenceStatus,
  Province,
} from '@tripx/domain';
import type { LicenceRow } from './distribution-read.repository.port';

/** The licence fields an administrator types (spec 3 "Licence row"). */
export interface LicenceInput {
  readonly name: string;
  readonly status: LicenceStatus;
  readonly licensedProvince: Province;
  readonly licenseNumber: string;
  readonly licenceType?: string;
  readonly screeningStatus?: string;
  readonly expiryDate?: CalendarDate;
  readonly isDeleted?: boolean;
}

export interface NewLicence extends LicenceInput {
  readonly id: string;
  readonly organizationCode: string;
  /** Present for an agent licence, absent for an agency licence. */
  readonly profileRef?: string;
}

export interface OrganizationDetails {
  readonly code: string;
  readonly parentCode: string | null;
  readonly organizationName: string;
  readonly organizationNameInFrench: string;
  readonly category: string;
  readonly salesChannel: string;
  readonly language: string;
  readonly branchCode: string | null;
  readonly legalName: string | null;
  readonly contacts: readonly { contactType: string; name?: string; email?: string; phone?: string }[];
  readonly contract: {
    readonly content: Readonly<Record<'en' | 'fr', Readonly<Record<string, string>>>>;
    readonly contentRoot: string | null;
    readonly whiteLabelRoot: string | null;
  };
}

export const LINK_SECTIONS = ['external', 'resources', 'forms', 'faq'] as const;
export type LinkSection = (typeof LINK_SECTIONS)[number];

export interface ExternalLink {
  readonly id: string;
  readonly section: LinkSection;
  readonly organizationCode: string | null;
  readonly labelEn: string;
  readonly labelFr: string;
  readonly url: string;
  readonly sortOrder: number;
}

/** One traveller of a sold policy, as the sales reports read it. */
export interface SaleRow {
  readonly purchaseDay: CalendarDate;
  readonly groupNumber: string;
  readonly policyNumber: string;
  readonly organizationCode: string;
  readonly agentRef: string | null;
  readonly agentName: string | null;
  readonly travellerName: string;
  readonly planCode: string;
  readonly status: string;
  readonly premiumCents: number;
}

/**
 * Sold travellers of one day, organization and selling agent, counted where they are kept (the
 * SalesActivity report reads these, not one row per traveller: a year of a large organization is
 * tens of thousands of travellers). A booking is sold on one day, by one organization and agent, so
 * `policies` (bookings) add up across tallies.
 */
export interface SalesTally {
  readonly purchaseDay: CalendarDate;
  readonly organizationCode: string;
  readonly agentRef: string | null;
  readonly agentName: string | null;
  readonly policies: number;
  readonly travellers: number;
  readonly premiumCents: number;
}

/** Writes of spec 7.5 and the administration screens (agents, licences, content, links, reports). */
export interface DistributionAdminRepository {
  profileCodeTaken(profileCode: string, exceptRef?: string): Promise<boolean>;
  insertProfile(
    profileRef: string,
    p: AgentProfileCreatePayload,
    licenceIds: readonly string[],
  ): Promise<void>;
  updateProfile(
    profileRef: string,
    p: AgentProfileUpdatePayload,
    licenceIds: readonly string[],
  ): Promise<void>;
  /** Spec 3: a licence number is unique within its province. */
  licenceNumberTaken(province: Province, licenseNumber: string, exceptId?: string): Promise<boolean>;
  insertLicence(l: NewLicence): Promise<void>;
  findLicence(id: string): Promise<LicenceRow | undefined>;
  updateLicence(id: string, l: LicenceInput): Promise<void>;
  organizationDetails(code: string): Promise<OrganizationDetails | undefined>;
  saveContractContent(
    code: string,
    content: Readonly<Record<'en' | 'fr', Readonly<Record<string, string>>>>,
  ): Promise<void>;
  allowedDomains(): Promise<readonly string[]>;
  links(section: LinkSection, organizationCodes: readonly string[] | 'ALL'): Promise<readonly ExternalLink[]>;
  findLink(id: string): Promise<ExternalLink | undefined>;
  saveLink(link: ExternalLink): Promise<void>;
  deleteLink(id: string): Promise<boolean>;
  sales(
    organizationCodes: readonly string[],
    from: CalendarDate,
    to: CalendarDate,
  ): Promise<readonly SaleRow[]>;
  salesActivity(
    organizationCodes: readonly string[],
    from: CalendarDate,
    to: CalendarDate,
  ): Promise<readonly SalesTally[]>;
}
